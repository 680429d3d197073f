import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { NETWORK_ERROR, GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { useLogOutEverywhere } from '../api/log-out-everywhere';

export const LOG_OUT_EVERYWHERE_FAILED = 'We could not log you out everywhere. Please try again.';

/**
 * "Log out of all devices": every session ends, this one too (a lost phone's included), so the
 * person signs in again here. Asked first, since it cannot be undone.
 */
export function LogOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const logOut = useLogOutEverywhere();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = () =>
    logOut.mutate(undefined, {
      onSuccess: async () => {
        setAsking(false);
        await navigate('/login', { replace: true });
        clearSession();
        queryClient.clear();
        notify.success('You are logged out on every device.');
      },
      onError: (error) =>
        notify.error(
          error instanceof GraphQLRequestError && error.code === 'NETWORK_ERROR'
            ? NETWORK_ERROR
            : LOG_OUT_EVERYWHERE_FAILED,
        ),
    });

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-gray-600">
        Signed in on a phone or computer you no longer use? End every session, this one included: you will sign in again
        here.
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Log out of all devices
      </Button>
      <ConfirmDialog
        open={asking}
        title="Log out of all devices?"
        confirmLabel="Log out everywhere"
        loading={logOut.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        Every device signed in to your account is signed out, this one too. You will need your password to sign in
        again.
      </ConfirmDialog>
    </div>
  );
}
