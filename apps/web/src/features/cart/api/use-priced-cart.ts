import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphqlRequest } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { recordNotices } from '../cart-notices';
import { applyPricing } from '../cart-pricing';
import { useCart } from '../cart-provider';
import { CART_QUERY } from './get-cart';
import { PRICE_CART_QUERY, type PricedCart } from './price-cart';

export type { PricedCart, PricedCartLine } from './price-cart';

export const PRICED_CART_QUERY_NAME = 'PricedCart';

const EMPTY: PricedCart = { lines: [], subtotal: 0, canCheckOut: false };

/**
 * The current cart priced by the server in one query: for a signed-in shopper the server's cart
 * (once this browser's changes reached it), else the browser's lines through priceCart. The key
 * holds the lines, so every change re-prices; meanwhile the last answer stays (placeholder).
 *
 * Each answer also updates the browser's cart: today's prices, quantities capped at the stock (the
 * old price and the server's message are kept as notices for the cart screen), and for a signed-in
 * shopper the server's lines.
 */
export function usePricedCart() {
  const cart = useCart();
  const userId = useSession()?.userId ?? null;
  const lines = cart.items.map((item) => ({ productId: item.id, quantity: item.quantityBought }));
  const query = useQuery({
    queryKey: [PRICED_CART_QUERY_NAME, lines, userId],
    queryFn: async ({ signal }): Promise<PricedCart> => {
      if (userId) {
        // Loaded, not imported: a module both imported and loaded lazily costs the first paint a helper.
        await (await import('../cart-sync')).cartSettled(userId);
        return (await graphqlRequest(CART_QUERY, {}, { signal })).cart;
      }
      if (lines.length === 0) return EMPTY;
      return (await graphqlRequest(PRICE_CART_QUERY, { lines }, { signal })).priceCart;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const fresh = query.isPlaceholderData ? undefined : query.data;
  const { items, replace } = cart;
  useEffect(() => {
    if (!fresh) return;
    if (userId) {
      void import('../cart-sync').then((sync) => sync.adoptServerCart(fresh));
      return;
    }
    const result = applyPricing(items, fresh, { authoritative: false });
    if (result.changed) replace(result.cart);
    recordNotices(result.notices);
    // Only a new answer is applied; the cart it changes is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh, userId]);

  return query;
}
