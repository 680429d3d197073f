import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { focusPageTitle } from '../../../lib/focus';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { OrderStatus } from '../order-types';
import { storeActions, type StoreAction } from '../store-actions';
import { CancelOrderDialog } from './cancel-order-dialog';

const UPDATE_FAILED = 'We could not update the order. Please try again.';
// Refusals the API words for people: the order moved meanwhile, a reason is missing, it is not yours.
const SAYS_WHY = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND']);

function failureMessage(failure: unknown): string {
  if (!(failure instanceof GraphQLRequestError)) return UPDATE_FAILED;
  if (failure.code === 'NETWORK_ERROR') return NETWORK_ERROR;
  return failure.code && SAYS_WHY.has(failure.code) ? failure.message : UPDATE_FAILED;
}

/**
 * The moves the store may make now (Confirm order, Mark as shipped, Mark as delivered, Cancel
 * order with a reason). While one is sending, every button waits.
 */
export function OrderStatusActions({ number, nextStatuses }: { number: string; nextStatuses: readonly OrderStatus[] }) {
  const update = useUpdateOrderStatus();
  const [sending, setSending] = useState<OrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const actions = storeActions(nextStatuses);
  if (actions.length === 0) return null;

  const move = async (action: StoreAction, reason?: string) => {
    setSending(action.status);
    try {
      await update.mutateAsync({ number, status: action.status, reason });
      notify.success(action.done);
      setCancelling(false);
      // The button pressed is gone: go on from the next action, or from the title when none is left.
      setTimeout(() => {
        const next = actionsRef.current?.querySelector('button');
        if (next) next.focus();
        else focusPageTitle();
      });
    } catch (failure) {
      notify.error(failureMessage(failure));
    } finally {
      setSending(null);
    }
  };

  return (
    <div ref={actionsRef} className="flex flex-wrap gap-3">
      {actions.map((action) =>
        action.needsReason ? (
          <Button
            key={action.status}
            variant="secondary"
            disabled={sending !== null}
            onClick={() => setCancelling(true)}
          >
            {action.label}
          </Button>
        ) : (
          <Button
            key={action.status}
            loading={sending === action.status}
            loadingLabel="Saving..."
            disabled={sending !== null}
            onClick={() => void move(action)}
          >
            {action.label}
          </Button>
        ),
      )}
      {actions.some((action) => action.needsReason) && (
        <CancelOrderDialog
          open={cancelling}
          number={number}
          sending={sending === 'CANCELLED'}
          onConfirm={(reason) => {
            const cancel = actions.find((action) => action.needsReason);
            if (cancel) void move(cancel, reason);
          }}
          onClose={() => setCancelling(false)}
        />
      )}
    </div>
  );
}
