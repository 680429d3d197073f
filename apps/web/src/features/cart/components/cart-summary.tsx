import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { notify } from '../../../lib/notify';
import { useCart } from '../cart-provider';
import { itemsLabel } from './items-label';

/** Item count, subtotal and Checkout; an empty cart warns instead of going to checkout. */
export function CartSummary() {
  const { count, subtotal } = useCart();
  const navigate = useNavigate();
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
            <Price naira={subtotal} className="text-lg text-gray-900" />
          </dd>
        </div>
      </dl>
      <Button
        className="mt-4 w-full"
        onClick={() => {
          if (count === 0) notify.warning('Your cart is empty');
          else void navigate('/checkout');
        }}
      >
        Checkout
      </Button>
    </section>
  );
}
