import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Price } from '../../components/ui/price';
import { useCart } from '../../features/cart/cart-provider';
import { itemsLabel } from '../../features/cart/components/items-label';
import { PageBody, PageHeader } from '../layouts/page-header';

/** /checkout: paying is not built yet, and the screen says so instead of pretending. */
export default function CheckoutScreen() {
  const { count, subtotal } = useCart();
  return (
    <>
      <PageHeader title="Checkout" back="/cart" />
      <PageBody>
        <div className="mx-auto max-w-lg rounded-card bg-white shadow-card">
          <EmptyState
            icon={<Clock />}
            title="Checkout is coming soon"
            action={
              <Link to="/cart" className={buttonClasses('primary')}>
                Back to cart
              </Link>
            }
          >
            <p>You can't pay online yet. Your cart is saved on this device, so nothing is lost.</p>
            <p className="mt-3 text-gray-900" data-testid="checkout-cart">
              {itemsLabel(count)} · Subtotal <Price naira={subtotal} />
            </p>
          </EmptyState>
        </div>
      </PageBody>
    </>
  );
}
