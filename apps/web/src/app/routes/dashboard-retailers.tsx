import { Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useRetailerPages } from '../../features/retailers/api/get-retailer-pages';
import { MissingManufacturer } from '../../features/retailers/components/missing-manufacturer';
import { RetailerLinks } from '../../features/retailers/components/retailer-links';
import { RetailerList, RetailerListSkeleton } from '../../features/retailers/components/retailer-list';
import { PinDialog } from '../../features/retailers/components/pin-dialog';
import { useUpdateRetailerLocation } from '../../features/retailers/api/update-retailer-location';
import type { RetailerPage } from '../../features/retailers/api/get-retailer-pages';
import { useMapSettings } from '../../features/store-locator/api/get-map-settings';

type ListedRetailer = RetailerPage['nodes'][number];

export default function RetailersScreen() {
  const manufacturerId = useSession()?.manufacturerId ?? null;
  const retailers = useRetailerPages(manufacturerId);
  const shown = retailers.data?.pages.flatMap((page) => page.nodes) ?? [];
  const total = retailers.data?.pages[0]?.totalCount ?? 0;

  const [fixing, setFixing] = useState<ListedRetailer | null>(null);
  const tiles = useMapSettings();
  const relocate = useUpdateRetailerLocation();

  useEffect(() => {
    if (retailers.isError) notify.error('Failed to load retailers');
  }, [retailers.isError]);

  const closeFix = () => {
    setFixing(null);
    relocate.reset();
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:px-8">
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
          <RetailerList retailers={shown} onFix={setFixing} />
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
      {fixing && (
        <PinDialog
          key={fixing.id}
          open
          title={`Place ${fixing.name} on the map`}
          address={fixing.location.fullAddress}
          start={{ latitude: fixing.location.latitude, longitude: fixing.location.longitude }}
          tiles={tiles.data?.mapSettings}
          saving={relocate.isPending}
          error={relocate.error?.message}
          onClose={closeFix}
          onSave={(pin) =>
            relocate.mutate(
              { id: fixing.id, pin },
              {
                onSuccess: () => {
                  notify.success(`${fixing.name} is pinned on the map`);
                  closeFix();
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
