import { MapPin } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { focusPageTitle } from '../../../lib/focus';
import { notify } from '../../../lib/notify';
import { useMyAddresses, type SavedAddress } from '../api/get-my-addresses';
import { useRemoveAddress } from '../api/remove-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressCard } from './address-card';
import { AddressForm, type AddressInputProps } from './address-form';

type Editing = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; address: SavedAddress };

/** The shopper's saved delivery addresses: the list (default first), add, edit, make default, remove. */
export function SavedAddresses({ AddressInput }: { AddressInput: ComponentType<AddressInputProps> }) {
  const addresses = useMyAddresses();
  const remove = useRemoveAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>({ kind: 'list' });
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const open = (next: Editing) => {
    setEditing(next);
    // The form replaces the list: take the focus (and screen readers) to its heading.
    requestAnimationFrame(() => formHeading.current?.focus());
  };
  const backToList = () => {
    setEditing({ kind: 'list' });
    requestAnimationFrame(() => addButton.current?.focus());
  };

  if (editing.kind !== 'list') {
    const address = editing.kind === 'edit' ? editing.address : null;
    return (
      <section aria-labelledby="address-form-heading" className="rounded-card bg-white p-4 shadow-card md:p-6">
        <h2
          id="address-form-heading"
          ref={formHeading}
          tabIndex={-1}
          className="mb-4 text-xl font-semibold text-gray-900"
        >
          {address ? `Edit ${address.label}` : 'Add an address'}
        </h2>
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          AddressInput={AddressInput}
          onCancel={backToList}
          onSaved={() => {
            notify.success(address ? 'Address updated' : 'Address saved');
            backToList();
          }}
        />
      </section>
    );
  }

  if (addresses.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only" role="status">
          Loading your addresses
        </span>
        {[0, 1].map((key) => (
          <div key={key} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    );
  }

  if (addresses.isError) {
    return (
      <EmptyState
        icon={<MapPin />}
        title="We could not load your addresses."
        action={
          <Button
            variant="secondary"
            loading={addresses.isFetching}
            loadingLabel="Loading..."
            onClick={() => void addresses.refetch()}
          >
            Try again
          </Button>
        }
      >
        Please check your connection and try again.
      </EmptyState>
    );
  }

  const list = addresses.data;
  const addButtonElement = (
    <Button ref={addButton} onClick={() => open({ kind: 'new' })}>
      Add an address
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      {list.length === 0 ? (
        <div className="rounded-card bg-white shadow-card">
          <EmptyState icon={<MapPin />} title="No saved addresses" action={addButtonElement}>
            Save the places you want things delivered to; checkout starts with your default address.
          </EmptyState>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-gray-600">Checkout starts with your default address.</p>
            {addButtonElement}
          </div>
          <ul aria-label="Saved addresses" className="grid gap-4 md:grid-cols-2">
            {list.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  onEdit={() => open({ kind: 'edit', address })}
                  onRemove={() => setRemoving(address)}
                  makingDefault={setDefault.isPending && setDefault.variables === address.id}
                  onMakeDefault={() =>
                    setDefault.mutate(address.id, {
                      onSuccess: () => notify.success(`${address.label} is now your default address`),
                      onError: (error) => notify.error(error.message),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this address?"
        confirmLabel="Remove"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              notify.success(`${removing.label} removed`);
              setRemoving(null);
              // Its Remove button is gone with it: go on from the screen's title.
              focusPageTitle();
            },
            onError: (error) => notify.error(error.message),
          });
        }}
      >
        {removing && (
          <p>
            “{removing.label}” ({removing.fullAddress}) will no longer be offered at checkout.
            {removing.isDefault && ' Your oldest other address becomes the default.'}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
