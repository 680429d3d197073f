import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { useCart } from '../cart-provider';
import { CART_QUERY } from './get-cart';
import { PRICE_CART_QUERY } from './price-cart';

/** The cart as the server prices it now: current prices, stock, problems, subtotal, canCheckOut. */
export type PricedCart = ResultOf<typeof PRICE_CART_QUERY>['priceCart'];
export type PricedCartLine = PricedCart['lines'][number];

export const PRICED_CART_QUERY_NAME = 'PricedCart';

const EMPTY: PricedCart = { lines: [], subtotal: 0, canCheckOut: false };

/**
 * The current cart priced by the server in one query: for a signed-in shopper the server's cart,
 * else the browser's lines through priceCart. The key holds the lines, so every change re-prices;
 * meanwhile the last answer stays (placeholder) instead of a blank.
 */
export function usePricedCart() {
  const { items } = useCart();
  const userId = useSession()?.userId ?? null;
  const lines = items.map((item) => ({ productId: item.id, quantity: item.quantityBought }));
  return useQuery({
    queryKey: [PRICED_CART_QUERY_NAME, lines, userId],
    queryFn: async ({ signal }): Promise<PricedCart> => {
      if (userId) return (await graphqlRequest(CART_QUERY, {}, { signal })).cart;
      if (lines.length === 0) return EMPTY;
      return (await graphqlRequest(PRICE_CART_QUERY, { lines }, { signal })).priceCart;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
