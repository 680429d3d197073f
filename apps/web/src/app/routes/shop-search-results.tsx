import { SearchX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { CardCartControl } from '../../features/cart/components/card-cart-control';
import { useProductPages } from '../../features/products/api/get-product-page';
import { toCartProduct, type ProductSummary } from '../../features/products/api/product-summary';
import { MoreProducts } from '../../features/products/components/more-products';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/components/product-grid';
import { useSearchStores } from '../../features/storefronts/api/search-stores';
import { StoreGrid, StoreGridSkeleton } from '../../features/storefronts/components/store-grid';
import { recordShopEvent, useRecordProductsListed } from '../../lib/shop-events';

const addToCart = (product: ProductSummary) => <CardCartControl product={toCartProduct(product)} />;

/**
 * The home screen's search across every brand store: the stores whose name matches, then the
 * matching products of all stores (each card naming its store), a page at a time.
 */
export default function ShopSearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const stores = useSearchStores(term);
  const products = useProductPages({ name: { contains: term, mode: 'insensitive' } }, 'NEWEST');
  const storesHeading = useId();
  const productsHeading = useId();

  const pages = products.data?.pages;
  const list = pages?.flatMap((page) => page.nodes) ?? [];
  const productTotal = pages?.[0]?.totalCount ?? 0;
  const storeList = stores.data?.manufacturerPage.nodes ?? [];
  const storeTotal = stores.data?.manufacturerPage.totalCount ?? 0;
  const settled = !stores.isPlaceholderData && !products.isPlaceholderData && !!stores.data && !!pages;
  useSearchEvents(term, settled ? productTotal : undefined, settled ? pages?.at(-1)?.nodes : undefined);

  if ((stores.isError && !stores.data) || (products.isError && !pages)) {
    return (
      <EmptyState
        icon={<SearchX />}
        title="Search failed"
        action={
          <Button
            variant="secondary"
            loading={stores.isFetching || products.isFetching}
            loadingLabel="Searching..."
            onClick={() => {
              if (stores.isError) void stores.refetch();
              if (products.isError) void products.refetch();
            }}
          >
            Try again
          </Button>
        }
      >
        Please check your connection and try again.
      </EmptyState>
    );
  }
  if (!stores.data || !pages) {
    return (
      <>
        <StoreGridSkeleton count={4} />
        <ProductGridSkeleton count={4} />
      </>
    );
  }
  const searching = stores.isPlaceholderData || products.isPlaceholderData;
  if (!searching && storeTotal === 0 && productTotal === 0) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={`Nothing matches "${term}"`}
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear search
          </Button>
        }
      >
        No brand store or product has that in its name. Try a shorter word.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6" aria-busy={searching}>
      <p role="status" className="sr-only">
        {searching
          ? 'Searching'
          : `${storeTotal} ${storeTotal === 1 ? 'store' : 'stores'} and ${productTotal} ${productTotal === 1 ? 'product' : 'products'} match "${term}"`}
      </p>
      {searching && (
        <div className="flex justify-center">
          <Spinner size="sm" label="" />
        </div>
      )}
      {storeTotal > 0 && (
        <section aria-labelledby={storesHeading} className="space-y-3">
          <h2 id={storesHeading} className="text-lg font-semibold text-gray-900">
            Stores <span className="tabular text-base font-normal text-gray-600">({storeTotal})</span>
          </h2>
          <StoreGrid stores={storeList} label="Stores matching your search" />
          {storeTotal > storeList.length && (
            <p className="text-sm text-gray-600">
              Showing {storeList.length} of {storeTotal} stores: add a word to narrow the search.
            </p>
          )}
        </section>
      )}
      {productTotal > 0 && (
        <section aria-labelledby={productsHeading} className="space-y-3">
          <h2 id={productsHeading} className="text-lg font-semibold text-gray-900">
            Products <span className="tabular text-base font-normal text-gray-600">({productTotal})</span>
          </h2>
          <ProductGrid
            products={list}
            label="Products matching your search"
            action={addToCart}
            showStore
            eagerStart={storeTotal === 0}
          />
          <MoreProducts
            shown={list.length}
            total={productTotal}
            hasMore={products.hasNextPage}
            loading={products.isFetchingNextPage}
            failed={products.isFetchNextPageError}
            onMore={() => void products.fetchNextPage()}
          />
        </section>
      )}
    </div>
  );
}

/** Counts each search once (with how many products matched) and each page of products it shows. */
function useSearchEvents(term: string, total: number | undefined, latest: { id: string }[] | undefined) {
  useRecordProductsListed(
    latest?.map((p) => p.id),
    'search',
  );
  const counted = useRef('');
  const key = latest?.map((p) => p.id).join(',');
  useEffect(() => {
    if (total === undefined || key === undefined || counted.current === term) return;
    // Once per search: the pages loaded after its first are no new search.
    counted.current = term;
    recordShopEvent({ type: 'search', term, resultCount: total, productIds: key ? key.split(',') : [] });
  }, [term, total, key]);
}
