import { LayoutGrid, Store } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useStores, type StoreSummary } from '../../features/storefronts/api/get-stores';
import { followedFirst } from '../../features/storefronts/followed-first';
import { useSavedIds } from '../../lib/saved';
import { StoreGrid, StoreGridSkeleton } from '../../features/storefronts/components/store-grid';
import { StoreSearch } from '../../features/storefronts/components/store-search';
import { useSearchInAddress } from '../../lib/use-search-in-address';
import { PageBody, PageHeader } from '../layouts/page-header';

// The results of a search across every store load with the first search, not before the first paint.
const ShopSearchResults = lazy(() => import('./shop-search-results'));

/** The stores the shopper follows (latest first) on top, then every other store as the server lists them. */
function FollowedThenOthers({ followed, others }: ReturnType<typeof followedFirst<StoreSummary>>) {
  if (followed.length === 0) return <StoreGrid stores={others} label="Brand stores" />;
  return (
    <>
      <h3 className="text-base font-semibold text-gray-900">Stores you follow</h3>
      <StoreGrid stores={followed} label="Stores you follow" />
      {others.length > 0 && (
        <>
          <h3 className="pt-2 text-base font-semibold text-gray-900">More brand stores</h3>
          <StoreGrid stores={others} label="Brand stores" />
        </>
      )}
    </>
  );
}

/** `/` and `/stores`: a search across every store, the brand stores, and the way in for manufacturers. */
export default function StoresScreen() {
  const { term, setTerm, search, flushSearch } = useSearchInAddress();
  const searchBox = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setTerm('');
    flushSearch('');
    searchBox.current?.focus();
  };
  return (
    <>
      <PageHeader title="My Brands" />
      <PageBody className="space-y-6">
        <StoreSearch
          inputRef={searchBox}
          label="Search all brand stores"
          placeholder="Search products and stores"
          value={term}
          onChange={setTerm}
          onClear={clearSearch}
          onSubmit={() => flushSearch()}
          busy={false}
        />
        {search ? (
          <Suspense fallback={<StoreGridSkeleton count={4} />}>
            <ShopSearchResults term={search} onClear={clearSearch} />
          </Suspense>
        ) : (
          <AllStores />
        )}
      </PageBody>
    </>
  );
}

/** The home screen without a search: the welcome and every brand store. */
function AllStores() {
  const stores = useStores();
  const followedIds = useSavedIds('stores');
  return (
    <>
      <section aria-labelledby="stores-intro" className="rounded-card bg-brand-50 p-4 md:p-6">
        <h2 id="stores-intro" className="text-xl font-semibold text-gray-900">
          Shop straight from Nigerian manufacturers
        </h2>
        <p className="mt-1 text-gray-700">Browse brand stores, see their products and find retailers near you.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClasses('primary')}>
            Signup
          </Link>
          <Link to="/categories" className={buttonClasses('secondary')}>
            <LayoutGrid className="size-5" aria-hidden="true" />
            Browse categories
          </Link>
        </div>
      </section>

      <section aria-labelledby="stores-heading" className="space-y-3">
        <h2 id="stores-heading" className="text-lg font-semibold text-gray-900">
          Brand stores
        </h2>
        {stores.isPending ? (
          <StoreGridSkeleton />
        ) : stores.isError ? (
          <EmptyState
            icon={<Store />}
            title="Failed to load stores"
            action={
              <Button
                variant="secondary"
                loading={stores.isFetching}
                loadingLabel="Loading..."
                onClick={() => void stores.refetch()}
              >
                Try again
              </Button>
            }
          >
            Please check your connection and try again.
          </EmptyState>
        ) : stores.data.manufacturers.length === 0 ? (
          <EmptyState icon={<Store />} title="No stores found">
            New brand stores will appear here as manufacturers join.
          </EmptyState>
        ) : (
          <FollowedThenOthers {...followedFirst(stores.data.manufacturers, followedIds)} />
        )}
      </section>
    </>
  );
}
