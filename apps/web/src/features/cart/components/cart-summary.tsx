import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../lib/notify';
import { checkoutBlockedReason, type CheckoutState } from '../checkout-state';
import { itemsLabel } from './items-label';

interface CartSummaryProps {
  count: number;
  /** The server's subtotal; undefined while it has not answered. */
  subtotal: number | undefined;
  state: CheckoutState;
  onRemoveUnavailable(): void;
  onRetry(): void;
}

/**
 * Item count, the server's subtotal and Checkout. Checkout waits for the server's pricing and is
 * disabled, with the reason beside it, while something blocks it; an empty cart warns instead.
 */
export function CartSummary({ count, subtotal, state, onRemoveUnavailable, onRetry }: CartSummaryProps) {
  const navigate = useNavigate();
  const reasonId = useId();
  const reason = checkoutBlockedReason(state);
  return (
    <section aria-label="Order summary" className="rounded-card bg-white p-4 shadow-card">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">Summary</h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">Items</dt>
          <dd className="tabular font-medium" data-testid="cart-item-count">
            {itemsLabel(count)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-gray-200 pt-2">
          <dt className="font-medium text-gray-900">Subtotal</dt>
          <dd data-testid="cart-subtotal">
            {subtotal === undefined ? (
              <Skeleton className="h-6 w-24" />
            ) : (
              <Price naira={subtotal} className="text-lg text-gray-900" />
            )}
          </dd>
        </div>
      </dl>
      <Button
        className="mt-4 w-full"
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => {
          if (state.kind === 'empty') notify.warning('Your cart is empty');
          else void navigate('/checkout');
        }}
      >
        Checkout
      </Button>
      <p id={reasonId} role="status" className="mt-3 text-sm text-gray-700 empty:hidden" data-testid="checkout-blocked">
        {reason}
      </p>
      {state.kind === 'unavailable' && (
        <Button variant="secondary" className="mt-3 w-full" onClick={onRemoveUnavailable}>
          Remove unavailable items
        </Button>
      )}
      {state.kind === 'failed' && (
        <Button variant="secondary" className="mt-3 w-full" onClick={onRetry}>
          Try again
        </Button>
      )}
    </section>
  );
}
