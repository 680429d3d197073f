import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** The cart with nothing in it, and the way back to the stores. */
export function EmptyCart() {
  return (
    <div className="rounded-card bg-white shadow-card">
      <EmptyState
        icon={<ShoppingBag />}
        title="Your cart is empty"
        action={
          <Link to="/" className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
        }
      >
        Browse the brand stores and add the products you want to buy.
      </EmptyState>
    </div>
  );
}
