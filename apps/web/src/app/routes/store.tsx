import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { data, useParams, useSearchParams } from 'react-router';
import { CardCartControl } from '../../features/cart/components/card-cart-control';
import type { CategoryGroups as CategoryGroupsType } from '../../features/storefronts/components/category-groups';
import { notify } from '../../lib/notify';
import { storeProductsWhere, useProductPages } from '../../features/products/api/get-product-page';
import { productCategoryKey, toCartProduct, type ProductSummary } from '../../features/products/api/product-summary';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/components/product-grid';
import { ProductSortSelect } from '../../features/products/components/product-sort-select';
import { shopperSortOf, type ShopperSort } from '../../features/products/shopper-sorts';
import { useStore } from '../../features/storefronts/api/get-store';
import { StoreHero, StoreHeroSkeleton } from '../../features/storefronts/components/store-hero';
import { StoreSearch } from '../../features/storefronts/components/store-search';
import { StoreTabs } from '../../features/storefronts/components/store-tabs';
import { recordShopEvent, useRecordProductsListed } from '../../lib/shop-events';
import { useSearchInAddress } from '../../lib/use-search-in-address';
import { PageBody, PageHeader } from '../layouts/page-header';

// Below the first screenful: "Showing 24 of 312" and the loading of the next pages.
const MoreProducts = lazy(() =>
  import('../../features/products/components/more-products').then((m) => ({ default: m.MoreProducts })),
);
// Not needed for a store's first paint (the /{slug} JS budget): loaded when shown.
const states = () => import('../../features/storefronts/components/store-states');
const StoreLoadError = lazy(() => states().then((m) => ({ default: m.StoreLoadError })));
const EmptyStore = lazy(() => states().then((m) => ({ default: m.EmptyStore })));
const NoSearchMatch = lazy(() => states().then((m) => ({ default: m.NoSearchMatch })));
// The Reviews tab's list, Report and their code load when the tab opens.
const StoreReviews = lazy(() =>
  import('../../features/reviews/components/store-reviews').then((m) => ({ default: m.StoreReviews })),
);
// lazy() drops the component's type parameter; the props are the same.
const CategoryGroups = lazy(() =>
  import('../../features/storefronts/components/category-groups').then((m) => ({ default: m.CategoryGroups })),
) as unknown as typeof CategoryGroupsType;

/** Each card's add-to-cart button, then its quantity stepper. */
const addToCart = (product: ProductSummary) => <CardCartControl product={toCartProduct(product)} />;

/** `/:storeName`: one brand store (the param is its slug). */
export default function StoreRoute() {
  const slug = useParams().storeName ?? '';
  // A fresh screen per store: no search term or products of the last store carried over.
  return <StoreScreen key={slug} slug={slug} />;
}

function StoreScreen({ slug }: { slug: string }) {
  const store = useStore(slug);
  const { term, setTerm, search, flushSearch } = useSearchInAddress();
  const [sort, setSort] = useSortInAddress();
  const where = storeProductsWhere(slug);
  if (search) where.name = { contains: search, mode: 'insensitive' };
  const products = useProductPages(where, sort.sort);
  const pages = products.data?.pages;
  const list = pages?.flatMap((page) => page.nodes) ?? [];
  const total = pages?.[0]?.totalCount ?? 0;

  // A later page that fails leaves the pages shown: MoreProducts says so and offers to try again.
  const failed = store.isError || (products.isError && !products.isFetchNextPageError);
  useEffect(() => {
    if (failed) notify.error('Failed to load store products');
  }, [failed]);
  useStoreEvents(
    store.data?.manufacturer?.id,
    search,
    total,
    products.isPlaceholderData ? undefined : pages?.at(-1)?.nodes,
  );

  // No store has this slug: the route's error page (404) takes over.
  if (store.data?.manufacturer === null) throw data('Not found', { status: 404 });
  const current = store.data?.manufacturer;
  // A follow the account now has changes the follower count.
  const refetchStore = () => void store.refetch();

  const searchBox = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setTerm('');
    flushSearch('');
    // "Clear search" disappears with the no-match text: the search box takes the focus.
    searchBox.current?.focus();
  };

  let body;
  if (failed) {
    body = (
      <StoreLoadError
        retrying={store.isFetching || products.isFetching}
        onRetry={() => {
          if (store.isError) void store.refetch();
          if (products.isError) void products.refetch();
        }}
      />
    );
  } else if (!current || products.isPending) {
    body = (
      <>
        <StoreHeroSkeleton />
        <ProductGridSkeleton />
      </>
    );
  } else if (!search && !products.isPlaceholderData && total === 0) {
    body = (
      <>
        <StoreHero store={current} onFollowSent={refetchStore} />
        <EmptyStore />
      </>
    );
  } else {
    const searching = products.isPlaceholderData;
    const noMatch = search && !searching && list.length === 0 && <NoSearchMatch term={search} onClear={clearSearch} />;
    const more = (
      <Suspense fallback={null}>
        <MoreProducts
          shown={list.length}
          total={total}
          hasMore={products.hasNextPage}
          loading={products.isFetchingNextPage}
          failed={products.isFetchNextPageError}
          onMore={() => void products.fetchNextPage()}
        />
      </Suspense>
    );
    body = (
      <>
        <StoreHero store={current} onFollowSent={refetchStore} />
        <StoreSearch
          inputRef={searchBox}
          label={`Search products in ${current.name}`}
          value={term}
          onChange={setTerm}
          onClear={clearSearch}
          onSubmit={() => flushSearch()}
          busy={searching}
        />
        <p role="status" className="sr-only">
          {search && !searching ? `${total} ${total === 1 ? 'product matches' : 'products match'} "${search}"` : ''}
        </p>
        <div className="flex justify-end">
          <ProductSortSelect value={sort} onChange={setSort} />
        </div>
        <StoreTabs
          label={`${current.name} sections`}
          tabs={[
            {
              id: 'products',
              label: 'Products',
              panel: (
                <Panel>
                  {noMatch || (
                    <>
                      <ProductGrid products={list} label={`${current.name} products`} action={addToCart} />
                      {more}
                    </>
                  )}
                </Panel>
              ),
            },
            {
              id: 'categories',
              label: 'Categories',
              panel: (
                <Panel>
                  {noMatch || (
                    <>
                      <CategoryGroups
                        items={list}
                        categoryOf={productCategoryKey}
                        renderItems={(items, label) => (
                          <ProductGrid products={items} label={label} action={addToCart} />
                        )}
                      />
                      {more}
                    </>
                  )}
                </Panel>
              ),
            },
            {
              id: 'reviews',
              label: 'Reviews',
              panel: (
                <Panel>
                  <StoreReviews manufacturerId={current.id} storeName={current.name} />
                </Panel>
              ),
            },
          ]}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={current?.name ?? 'Brand store'} documentTitle={current?.name} back="/" />
      <PageBody className="space-y-4">
        <Suspense fallback={<ProductGridSkeleton />}>{body}</Suspense>
      </PageBody>
    </>
  );
}

/** The order of the products, kept in the address as `?sort=` (left out for the default, newest first). */
function useSortInAddress(): [ShopperSort, (next: ShopperSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort = shopperSortOf(params.get('sort'));
  const setSort = (next: ShopperSort) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next.param === 'newest') changed.delete('sort');
        else changed.set('sort', next.param);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  return [sort, setSort];
}

/**
 * Counts the store's view, each page of products its grid shows (`latest`: the page just loaded) and
 * each search (with its total), once the answer is in.
 */
function useStoreEvents(
  manufacturerId: string | undefined,
  search: string,
  total: number,
  latest: { id: string }[] | undefined,
) {
  useEffect(() => {
    if (manufacturerId) recordShopEvent({ type: 'store_viewed', manufacturerId });
  }, [manufacturerId]);
  const ids = manufacturerId ? latest?.map((p) => p.id) : undefined;
  useRecordProductsListed(ids, search ? 'search' : 'store');
  const key = ids?.join(',');
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!search) counted.current = null;
    if (!manufacturerId || !search || key === undefined) return;
    // Once per search: the pages loaded after its first are no new search.
    if (counted.current === search) return;
    counted.current = search;
    const productIds = key ? key.split(',') : [];
    recordShopEvent({ type: 'search', term: search, resultCount: total, manufacturerId, productIds });
  }, [manufacturerId, search, key, total]);
}

/** A tab panel whose content may still be loading its code: the tabs stay (and keep focus) meanwhile. */
function Panel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ProductGridSkeleton />}>{children}</Suspense>;
}
