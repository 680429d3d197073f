import type { QueryClient } from '@tanstack/react-query';
import { productPagesQuery, storeProductsWhere } from '../features/products/api/get-product-page';
import { shopperSortOf } from '../features/products/shopper-sorts';
import { storeQuery } from '../features/storefronts/api/get-store';
import { getSession } from '../lib/session';

/**
 * Starts a store page's two reads when the navigation to it starts (its route's loader): alongside
 * the screen's file rather than after it has arrived and rendered. The screen's own hooks find them
 * under the same keys, in flight or answered, and ask nothing twice. A search in the address
 * (`?q=`) is left to the screen, which runs it after its debounce.
 */
export function prefetchStorePage(queryClient: QueryClient, slug: string, search: URLSearchParams): void {
  if (!slug || search.has('q')) return;
  const userId = getSession()?.userId ?? null;
  void queryClient.prefetchQuery(storeQuery(slug, userId));
  void queryClient.prefetchInfiniteQuery(
    productPagesQuery(storeProductsWhere(slug), shopperSortOf(search.get('sort')).sort, userId),
  );
}
