import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';

export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const DELETE_ACCOUNT_FAILED = 'Your account was not deleted. Please try again.';

/**
 * "Delete my account" (the right to erasure): says what goes and what stays, asks for the password,
 * and shows the server's refusal (a business that has taken orders, an order still on its way).
 */
export function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      // Forgotten here once this screen is gone: cleared while it still shows, its guard would send the
      // person to log in and come back (?next=) instead of home.
      if (!deleted.current) return;
      clearSession();
      queryClient.clear();
    },
    [queryClient],
  );

  const close = () => {
    if (remove.isPending) return;
    setAsking(false);
    setPassword('');
    setPasswordError(null);
    setRefusal(null);
  };

  const confirm = () => {
    setPasswordError(null);
    setRefusal(null);
    if (!password) {
      setPasswordError('Enter your password.');
      return;
    }
    remove.mutate(password, {
      onSuccess: () => {
        deleted.current = true;
        setAsking(false);
        notify.success(ACCOUNT_DELETED);
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && error.field === 'password') {
          setPasswordError(error.message);
        } else if (error instanceof GraphQLRequestError && ['CONFLICT', 'RATE_LIMITED'].includes(error.code ?? '')) {
          setRefusal(error.message);
        } else {
          setRefusal(
            error instanceof GraphQLRequestError && error.code === 'NETWORK_ERROR'
              ? NETWORK_ERROR
              : DELETE_ACCOUNT_FAILED,
          );
        }
      },
    });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-gray-600">
        Deletes your sign-in, saved addresses, cart, favourites, reviews and any business you own with its products and
        retailers. Orders you placed stay with the stores for their books, without your name, phone or address.
      </p>
      <Button variant="destructive" onClick={() => setAsking(true)}>
        Delete my account
      </Button>
      <Dialog
        open={asking}
        onClose={close}
        title="Delete your account?"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm} loading={remove.isPending} loadingLabel="Deleting...">
              Delete my account
            </Button>
          </>
        }
      >
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!remove.isPending) confirm();
          }}
        >
          <p>
            This cannot be undone. You will be signed out on every device. A business that has taken orders, or an order
            still on its way to you, must be settled first.
          </p>
          <Field id={`${id}-password`} label="Your password" error={passwordError ?? undefined}>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={`${id}-password-error`}
            />
          </Field>
          {refusal && (
            <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {refusal}
            </p>
          )}
        </form>
      </Dialog>
    </div>
  );
}
