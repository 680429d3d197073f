import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import type { Supply } from '../api/get-batch-supplies';
import { useRemoveSupply } from '../api/remove-supply';
import { formatSupplyDay, supplyUnits } from '../supply-text';

/** The batch's supplies, the latest first, each removable after a confirmation. */
export function SupplyList({ supplies, batchNumber }: { supplies: readonly Supply[]; batchNumber: string }) {
  const [removing, setRemoving] = useState<Supply | null>(null);
  const remove = useRemoveSupply();

  const confirm = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success('Supply removed');
      setRemoving(null);
    } catch {
      notify.error('We could not remove the supply. Please try again.');
    }
  };

  return (
    <>
      <ul className="flex flex-col divide-y divide-gray-200 rounded-control border border-gray-200">
        {supplies.map((supply) => (
          <li key={supply.id} className="flex items-start justify-between gap-3 p-3">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium break-words text-gray-900">{supply.store.name}</span>
              <span className="text-sm break-words text-gray-600">{supply.store.location.fullAddress}</span>
              <span className="text-sm text-gray-900">
                {supplyUnits(supply.units)} · {formatSupplyDay(supply.suppliedOn)}
              </span>
            </div>
            <Button
              variant="ghost"
              onClick={() => setRemoving(supply)}
              aria-label={`Remove the supply to ${supply.store.name} on ${formatSupplyDay(supply.suppliedOn)}`}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this supply?"
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <>
            Batch {batchNumber} to {removing.store.name}, {supplyUnits(removing.units)} on{' '}
            {formatSupplyDay(removing.suppliedOn)}. Shoppers who verify a unit of this batch will no longer see this
            supply.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
