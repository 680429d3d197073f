import type { Cart } from '../cart-rules';
import { CartLine } from './cart-line';

/** The cart's lines, in the order they were added. */
export function CartLines({ items }: { items: Cart }) {
  return (
    <ul className="space-y-3" aria-label="Cart items">
      {items.map((item) => (
        <CartLine key={item.id} item={item} />
      ))}
    </ul>
  );
}
