import { Store } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useRetailerPages } from '../../features/retailers/api/get-retailer-pages';
import { MissingManufacturer } from '../../features/retailers/components/missing-manufacturer';
import { RetailerLinks } from '../../features/retailers/components/retailer-links';
import { RetailerList, RetailerListSkeleton } from '../../features/retailers/components/retailer-list';

export default function RetailersScreen() {
  const manufacturerId = useSession()?.manufacturerId ?? null;
  const retailers = useRetailerPages(manufacturerId);
  const shown = retailers.data?.pages.flatMap((page) => page.nodes) ?? [];
  const total = retailers.data?.pages[0]?.totalCount ?? 0;

  useEffect(() => {
    if (retailers.isError) notify.error('Failed to load retailers');
  }, [retailers.isError]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-gray-900">Retailers</h1>
          <p className="text-gray-600">The shops that stock your products. Shoppers find them on the map.</p>
        </div>
        <RetailerLinks show={['add', 'import']} primary="add" />
      </div>
      {!manufacturerId ? (
        <MissingManufacturer />
      ) : retailers.isPending ? (
        <RetailerListSkeleton />
      ) : retailers.isError ? (
        <p role="alert" className="rounded-card border border-red-200 bg-red-50 p-4 text-red-700">
          Error loading retailers. Please try again later.
        </p>
      ) : total === 0 ? (
        <EmptyState
          icon={<Store />}
          title="No retailers yet"
          action={
            <Link to="/dashboard/add-retailer" className={buttonClasses('primary')}>
              Add your first retailer
            </Link>
          }
        >
          Add the shops that sell your products so shoppers can find them near them.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-600">
            {total} {total === 1 ? 'retailer' : 'retailers'}
            {shown.length < total && ` (showing ${shown.length})`}
          </p>
          <RetailerList retailers={shown} />
          {retailers.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              loading={retailers.isFetchingNextPage}
              loadingLabel="Loading more retailers"
              onClick={() => void retailers.fetchNextPage()}
            >
              Load more retailers
            </Button>
          )}
        </>
      )}
    </div>
  );
}
