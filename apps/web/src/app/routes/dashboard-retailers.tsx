import { Store, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { AddressCombobox } from '../../features/address-search/components/address-combobox';
import { useDeleteRetailers } from '../../features/retailers/api/delete-retailers';
import { useRetailerPages } from '../../features/retailers/api/get-retailer-pages';
import type { RetailerPage } from '../../features/retailers/api/get-retailer-pages';
import { useUpdateRetailerLocation } from '../../features/retailers/api/update-retailer-location';
import { EditRetailerDialog } from '../../features/retailers/components/edit-retailer-dialog';
import { MissingManufacturer } from '../../features/retailers/components/missing-manufacturer';
import { PinDialog } from '../../features/retailers/components/pin-dialog';
import { RetailerLinks } from '../../features/retailers/components/retailer-links';
import { RetailerList, RetailerListSkeleton } from '../../features/retailers/components/retailer-list';

type ListedRetailer = RetailerPage['nodes'][number];

const retailersWord = (count: number) => (count === 1 ? 'retailer' : 'retailers');

export default function RetailersScreen() {
  const manufacturerId = useSession()?.manufacturerId ?? null;
  const retailers = useRetailerPages(manufacturerId);
  const shown = retailers.data?.pages.flatMap((page) => page.nodes) ?? [];
  const total = retailers.data?.pages[0]?.totalCount ?? 0;

  const [fixing, setFixing] = useState<ListedRetailer | null>(null);
  const [editing, setEditing] = useState<ListedRetailer | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const relocate = useUpdateRetailerLocation();
  const deleteRetailers = useDeleteRetailers();

  // Only what is on the screen can be chosen: a retailer gone from the list leaves the choice.
  const selected = shown.filter((retailer) => selectedIds.has(retailer.id));
  const allShownSelected = shown.length > 0 && selected.length === shown.length;

  useEffect(() => {
    if (retailers.isError) notify.error('Failed to load retailers');
  }, [retailers.isError]);

  const closeFix = () => {
    setFixing(null);
    relocate.reset();
  };

  const choose = (retailer: ListedRetailer, chosen: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (chosen) next.add(retailer.id);
      else next.delete(retailer.id);
      return next;
    });

  const deleteSelected = () =>
    deleteRetailers.mutate(
      selected.map((retailer) => retailer.id),
      {
        onSuccess: (deletedIds) => {
          notify.success(`${deletedIds.length} ${retailersWord(deletedIds.length)} deleted`);
          setSelectedIds(new Set());
          setConfirmingDelete(false);
        },
        onError: (failure) => {
          notify.error(`The retailers could not be deleted. ${failure.message}`);
          setConfirmingDelete(false);
        },
      },
    );

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
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-gray-900">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={allShownSelected}
                  onChange={(event) => setSelectedIds(new Set(event.target.checked ? shown.map((r) => r.id) : []))}
                />
                Select all shown
              </label>
              <p className="text-sm text-gray-600" role="status">
                {total} {retailersWord(total)}
                {shown.length < total && ` (showing ${shown.length})`}
                {selected.length > 0 && `, ${selected.length} selected`}
              </p>
            </div>
            <Button
              // Red only once there is something to delete.
              variant={selected.length ? 'destructive' : 'secondary'}
              disabled={selected.length === 0}
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete selected
            </Button>
          </div>
          <RetailerList
            retailers={shown}
            onFix={setFixing}
            onEdit={setEditing}
            selected={selectedIds}
            onSelect={choose}
          />
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
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${selected.length} ${retailersWord(selected.length)}?`}
        confirmLabel="Delete"
        loading={deleteRetailers.isPending}
        onConfirm={deleteSelected}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          {selected.map((retailer) => retailer.name).join(', ')} will leave your list and the map shoppers use. This
          cannot be undone.
        </p>
      </ConfirmDialog>
      {editing && (
        <EditRetailerDialog
          key={editing.id}
          retailer={editing}
          AddressInput={AddressCombobox}
          onClose={() => setEditing(null)}
        />
      )}
      {fixing && (
        <PinDialog
          key={fixing.id}
          open
          title={`Place ${fixing.name} on the map`}
          address={fixing.location.fullAddress}
          start={{ latitude: fixing.location.latitude, longitude: fixing.location.longitude }}
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
