import { describe, expect, it } from 'vitest';
import type { PricedCart } from './api/price-cart';
import type { CartItem } from './cart-rules';
import { checkoutBlockedReason, checkoutState } from './checkout-state';

const item = (id: string) => ({ id }) as CartItem;
const priced = (lines: [string, string | null][], canCheckOut = true) =>
  ({ lines: lines.map(([productId, problem]) => ({ productId, problem })), subtotal: 0, canCheckOut }) as PricedCart;

describe('checkoutState', () => {
  it('an empty cart is its own case (Checkout warns instead)', () => {
    expect(checkoutState([], undefined, false)).toEqual({ kind: 'empty' });
    expect(checkoutBlockedReason({ kind: 'empty' })).toBeNull();
  });

  it('waits for the server, and says so when it cannot be reached', () => {
    expect(checkoutState([item('a')], undefined, false)).toEqual({ kind: 'checking' });
    expect(checkoutState([item('a')], undefined, true)).toEqual({ kind: 'failed' });
    expect(checkoutBlockedReason({ kind: 'failed' })).toMatch(/couldn't check prices and stock/);
  });

  it('lists the deleted and out-of-stock lines still in the cart', () => {
    const state = checkoutState(
      [item('a'), item('b'), item('c')],
      priced(
        [
          ['a', 'DELETED'],
          ['b', 'OUT_OF_STOCK'],
          ['c', null],
          ['removed-meanwhile', 'DELETED'],
        ],
        false,
      ),
      false,
    );
    expect(state).toEqual({ kind: 'unavailable', productIds: ['a', 'b'] });
    expect(checkoutBlockedReason(state)).toBe("2 items in your cart can't be bought now. Remove them to check out.");
    expect(checkoutBlockedReason({ kind: 'unavailable', productIds: ['a'] })).toBe(
      "1 item in your cart can't be bought now. Remove it to check out.",
    );
  });

  it('a capped quantity is being fixed: wait; otherwise ready', () => {
    expect(checkoutState([item('a')], priced([['a', 'QUANTITY_CAPPED']], false), false)).toEqual({
      kind: 'checking',
    });
    expect(checkoutState([item('a')], priced([['a', null]]), false)).toEqual({ kind: 'ready' });
  });
});
