import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PRODUCT_BATCHES_QUERY_NAME } from '../../features/batches/api/get-product-batches';
import { ProductBatches } from '../../features/batches/components/product-batches';
import { BatchSupplies } from '../../features/batch-supplies/components/batch-supplies';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { UnitCodes } from '../../features/unit-codes/components/unit-codes';

export default function DashboardProductBatchesScreen() {
  const manufacturerId = useManufacturerId();
  const { productId = '' } = useParams();
  const queryClient = useQueryClient();
  // A code run queued or finished changes the batch's counts.
  const refreshBatches = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [PRODUCT_BATCHES_QUERY_NAME] }),
    [queryClient],
  );
  return (
    <>
      <DashboardPageHeader
        title="Batches"
        actions={
          <Link to={`/dashboard/edit-product/${productId}`} className={buttonClasses('secondary')}>
            Edit product
          </Link>
        }
      />
      <ProductBatches
        key={productId}
        productId={productId}
        manufacturerId={manufacturerId}
        renderExtra={(batch) => (
          <>
            <UnitCodes
              batchId={batch.id}
              batchNumber={batch.number}
              codesMade={batch.codesMade}
              codesRequested={batch.codesRequested}
              codesAvailable={batch.codesAvailable}
              recalled={batch.recalledAt !== null}
              onChanged={refreshBatches}
            />
            <BatchSupplies batchId={batch.id} batchNumber={batch.number} manufacturerId={manufacturerId} />
          </>
        )}
      />
    </>
  );
}
