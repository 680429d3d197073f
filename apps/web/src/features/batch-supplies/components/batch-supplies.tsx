import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../lib/notify';
import { useBatchSupplies } from '../api/get-batch-supplies';
import { SupplyForm } from './supply-form';
import { SupplyList } from './supply-list';

const count = (n: number) => n.toLocaleString('en-NG');

/** Where a batch went: the retailers it was supplied to (shoppers who verify a unit see them), and a form to add one. */
export function BatchSupplies({
  batchId,
  batchNumber,
  manufacturerId,
}: {
  batchId: string;
  batchNumber: string;
  manufacturerId: string;
}) {
  const query = useBatchSupplies(batchId);
  const [adding, setAdding] = useState(false);
  const batch = query.data?.batch;
  const titleId = `supplies-${batchId}-title`;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <h3 id={titleId} className="font-semibold text-gray-900">
        Where it went
      </h3>
      {query.isPending ? (
        <Skeleton className="h-16 w-full rounded-control" />
      ) : query.isError || !batch ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-red-700">We could not load where this batch went.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-gray-600">
            {batch.supplies.length === 0
              ? 'Not supplied to any retailer yet. Shoppers who verify a unit see the retailers you record here.'
              : `${count(batch.unitsSupplied)} of ${count(batch.quantity)} units counted as supplied. Shoppers who verify a unit see these retailers.`}
          </p>
          {batch.supplies.length > 0 && <SupplyList supplies={batch.supplies} batchNumber={batchNumber} />}
          {adding ? (
            <div className="rounded-control bg-gray-50 p-3">
              <SupplyForm
                batch={batch}
                batchNumber={batchNumber}
                manufacturerId={manufacturerId}
                onRecorded={() => {
                  notify.success('Supply recorded');
                  setAdding(false);
                }}
                onCancel={() => setAdding(false)}
              />
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" className="size-5" />
                Record a supply
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
