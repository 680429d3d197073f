import { CANCEL_REASON_MAX_LENGTH } from '@kasuwa/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useCancelOrder } from '../api/cancel-order';

/** "Cancel order" and its confirmation, with an optional reason for the store. */
export function CancelOrder({ number }: { number: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
  const id = useId();
  const error = cancel.error instanceof GraphQLRequestError ? cancel.error : null;
  const reasonError = error?.field === 'reason' ? error.message : undefined;
  const otherError = cancel.error && !reasonError ? cancel.error.message : null;

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    cancel.reset();
  };
  const confirm = () =>
    cancel.mutate(
      { number, reason },
      {
        onSuccess: () => {
          setOpen(false);
          notify.success(`Order ${number} cancelled`);
        },
        // The order is read again after a refusal (e.g. it shipped meanwhile), which may take the
        // dialog away with it: the toast keeps the reason in view.
        onError: (refusal) => {
          if (!(refusal instanceof GraphQLRequestError && refusal.field === 'reason')) notify.error(refusal.message);
        },
      },
    );

  return (
    <>
      <Button variant="destructive" className="w-full sm:w-auto sm:self-start" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Cancel order ${number}?`}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
              Keep order
            </Button>
            <Button variant="destructive" onClick={confirm} loading={cancel.isPending} loadingLabel="Cancelling...">
              Cancel order
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <p>The store will not send it, and its items go back on sale.</p>
          <Field id={id} label="Reason (optional)" error={reasonError} hint="Tell the store why, if you like.">
            <Textarea
              id={id}
              rows={3}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              value={reason}
              disabled={cancel.isPending}
              onChange={(event) => setReason(event.target.value)}
              {...describedBy(id, reasonError)}
            />
          </Field>
          {otherError && (
            <p role="alert" className="text-sm text-red-600">
              {otherError}
            </p>
          )}
        </div>
      </Dialog>
    </>
  );
}
