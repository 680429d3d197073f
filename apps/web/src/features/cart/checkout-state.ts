import type { PricedCart } from './api/price-cart';
import type { Cart } from './cart-rules';

/** Lines that cannot be bought at all: removed from sale, or none left. */
const UNAVAILABLE = new Set(['DELETED', 'OUT_OF_STOCK']);

export type CheckoutState =
  | { kind: 'empty' }
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'unavailable'; productIds: string[] }
  | { kind: 'ready' };

/**
 * Whether the cart can go to checkout, from the server's latest pricing (`priced`, undefined until
 * it answered; `failed` when it could not be asked). Only the lines still in the cart count.
 */
export function checkoutState(items: Cart, priced: PricedCart | undefined, failed: boolean): CheckoutState {
  if (items.length === 0) return { kind: 'empty' };
  if (!priced) return failed ? { kind: 'failed' } : { kind: 'checking' };
  const inCart = new Set(items.map((item) => item.id));
  const productIds = priced.lines
    .filter((line) => inCart.has(line.productId) && line.problem && UNAVAILABLE.has(line.problem))
    .map((line) => line.productId);
  if (productIds.length > 0) return { kind: 'unavailable', productIds };
  // A quantity over the stock is being capped (the cart re-prices right after): wait for it.
  if (!priced.canCheckOut) return { kind: 'checking' };
  return { kind: 'ready' };
}

/** The sentence under a disabled Checkout button. */
export function checkoutBlockedReason(state: CheckoutState): string | null {
  switch (state.kind) {
    case 'checking':
      return 'Checking prices and stock…';
    case 'failed':
      return "We couldn't check prices and stock just now. Check your connection and try again.";
    case 'unavailable':
      return state.productIds.length === 1
        ? "1 item in your cart can't be bought now. Remove it to check out."
        : `${state.productIds.length} items in your cart can't be bought now. Remove them to check out.`;
    default:
      return null;
  }
}
