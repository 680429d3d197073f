import type { PricedCart } from '../api/price-cart';
import type { LineNotice } from '../cart-pricing';
import type { Cart } from '../cart-rules';
import { CartLine } from './cart-line';

/** The cart's lines, in the order they were added, each with the server's latest pricing of it. */
export function CartLines({
  items,
  priced,
  notices,
}: {
  items: Cart;
  priced: PricedCart | undefined;
  notices: ReadonlyMap<string, LineNotice>;
}) {
  const lines = new Map(priced?.lines.map((line) => [line.productId, line]));
  return (
    <ul className="space-y-3" aria-label="Cart items">
      {items.map((item) => (
        <CartLine key={item.id} item={item} priced={lines.get(item.id)} notice={notices.get(item.id)} />
      ))}
    </ul>
  );
}
