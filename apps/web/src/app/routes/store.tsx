import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { data, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { CategoryGroups as CategoryGroupsType } from '../../features/storefronts/components/category-groups';
import { notify } from '../../lib/notify';
import { useProducts, type ProductWhere } from '../../features/products/api/get-products';
import { productCategoryKey } from '../../features/products/api/product-summary';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/components/product-grid';
import { useStore } from '../../features/storefronts/api/get-store';
import { StoreHero, StoreHeroSkeleton } from '../../features/storefronts/components/store-hero';
import { STORE_SEARCH_DEBOUNCE_MS, StoreSearch } from '../../features/storefronts/components/store-search';
import { StoreTabs } from '../../features/storefronts/components/store-tabs';
import { recordShopEvent, useRecordProductsListed } from '../../lib/shop-events';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { PageBody, PageHeader } from '../layouts/page-header';

// Not needed for a store's first paint (the /{slug} JS budget): loaded when shown.
const states = () => import('../../features/storefronts/components/store-states');
const StoreLoadError = lazy(() => states().then((m) => ({ default: m.StoreLoadError })));
const EmptyStore = lazy(() => states().then((m) => ({ default: m.EmptyStore })));
const NoSearchMatch = lazy(() => states().then((m) => ({ default: m.NoSearchMatch })));
// lazy() drops the component's type parameter; the props are the same.
const CategoryGroups = lazy(() =>
  import('../../features/storefronts/components/category-groups').then((m) => ({ default: m.CategoryGroups })),
) as unknown as typeof CategoryGroupsType;

/** The API's largest page: a brand store's whole range fits in it. */
const STORE_PAGE_SIZE = 200;

/** `/:storeName`: one brand store (the param is its slug). */
export default function StoreRoute() {
  const slug = useParams().storeName ?? '';
  // A fresh screen per store: no search term or products of the last store carried over.
  return <StoreScreen key={slug} slug={slug} />;
}

function StoreScreen({ slug }: { slug: string }) {
  const store = useStore(slug);
  const { search: query } = useLocation();
  // A renamed store answers its old slug with its new one: the old address is replaced by the new.
  const renamedTo =
    store.data?.manufacturer && store.data.manufacturer.slug !== slug ? store.data.manufacturer.slug : null;
  const { term, setTerm, search, flushSearch } = useSearchInAddress();
  const where: ProductWhere = { manufacturer: { slug: { equals: slug } } };
  if (search) where.name = { contains: search, mode: 'insensitive' };
  const products = useProducts(where, { take: STORE_PAGE_SIZE, keepPrevious: true });

  const failed = store.isError || products.isError;
  useEffect(() => {
    if (failed) notify.error('Failed to load store products');
  }, [failed]);
  useStoreEvents(
    renamedTo ? undefined : store.data?.manufacturer?.id,
    search,
    products.isPlaceholderData ? undefined : products.data?.products,
  );

  // No store has this slug: the route's error page (404) takes over.
  if (store.data?.manufacturer === null) throw data('Not found', { status: 404 });
  const current = store.data?.manufacturer;

  const searchBox = useRef<HTMLInputElement>(null);
  if (renamedTo) return <Navigate to={{ pathname: `/${renamedTo}`, search: query }} replace />;
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
  } else if (!search && !products.isPlaceholderData && products.data.products.length === 0) {
    body = (
      <>
        <StoreHero store={current} />
        <EmptyStore />
      </>
    );
  } else {
    const list = products.data.products;
    const searching = products.isPlaceholderData;
    const noMatch = search && !searching && list.length === 0 && <NoSearchMatch term={search} onClear={clearSearch} />;
    body = (
      <>
        <StoreHero store={current} />
        <StoreSearch
          inputRef={searchBox}
          storeName={current.name}
          value={term}
          onChange={setTerm}
          onClear={clearSearch}
          onSubmit={() => flushSearch()}
          busy={searching}
        />
        <p role="status" className="sr-only">
          {search && !searching
            ? `${list.length} ${list.length === 1 ? 'product matches' : 'products match'} "${search}"`
            : ''}
        </p>
        <StoreTabs
          label={`${current.name} sections`}
          tabs={[
            {
              id: 'products',
              label: 'Products',
              panel: <Panel>{noMatch || <ProductGrid products={list} label={`${current.name} products`} />}</Panel>,
            },
            {
              id: 'categories',
              label: 'Categories',
              panel: (
                <Panel>
                  {noMatch || (
                    <CategoryGroups
                      items={list}
                      categoryOf={productCategoryKey}
                      renderItems={(items, label) => <ProductGrid products={items} label={label} />}
                    />
                  )}
                </Panel>
              ),
            },
            { id: 'reviews', label: 'Reviews', disabledNote: 'Coming soon', panel: null },
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

/**
 * The typed term and the (debounced) search, kept in the address as `?q=` by replacing the entry:
 * a reload or Back to this store shows the same search, and typing adds no history.
 */
function useSearchInAddress() {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  const [term, setTerm] = useState(inAddress);
  const [search, flushSearch] = useDebouncedValue(term.trim(), STORE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (search === inAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [search, inAddress, setParams]);
  return { term, setTerm, search, flushSearch };
}

/** Counts the store's view, the products its grid shows and each search, once the answer is in. */
function useStoreEvents(manufacturerId: string | undefined, search: string, shown: { id: string }[] | undefined) {
  useEffect(() => {
    if (manufacturerId) recordShopEvent({ type: 'store_viewed', manufacturerId });
  }, [manufacturerId]);
  const ids = manufacturerId ? shown?.map((p) => p.id) : undefined;
  useRecordProductsListed(ids, search ? 'search' : 'store');
  const key = ids?.join(',');
  useEffect(() => {
    if (!manufacturerId || !search || key === undefined) return;
    const productIds = key ? key.split(',') : [];
    recordShopEvent({ type: 'search', term: search, resultCount: productIds.length, manufacturerId, productIds });
  }, [manufacturerId, search, key]);
}

/** A tab panel whose content may still be loading its code: the tabs stay (and keep focus) meanwhile. */
function Panel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ProductGridSkeleton />}>{children}</Suspense>;
}
