import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '../cart-provider';

/** The bag icon of every header: opens the cart and shows how many items it holds. */
export function CartButton() {
  const { count } = useCart();
  return (
    <Link
      to="/cart"
      aria-label={count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
    >
      <ShoppingBag className="size-6" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="tabular absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
