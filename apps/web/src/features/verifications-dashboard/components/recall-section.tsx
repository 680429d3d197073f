import { useState } from 'react';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import type { BrandProduct } from '../api/get-brand-names';
import { useRecallBatches } from '../api/get-recall-batches';
import { useRecallBatch } from '../api/recall-batch';
import { RecallBatchForm, type RecallRequest } from './recall-batch-form';
import { RecalledBatchList } from './recalled-batch-list';

const RECALL_FAILED = 'We could not recall the batch. Please try again.';
// Refusals the API words for people: already recalled, a bad reason, not yours, gone.
const SAYS_WHY = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND']);

function failureMessage(failure: unknown): string {
  if (!(failure instanceof GraphQLRequestError)) return RECALL_FAILED;
  if (failure.code === 'NETWORK_ERROR') return NETWORK_ERROR;
  return failure.code && SAYS_WHY.has(failure.code) ? failure.message : RECALL_FAILED;
}

/** Recall a batch of one of the brand's products, and see the product's batches recalled so far. */
export function RecallSection({ products }: { products: readonly BrandProduct[] }) {
  const [productId, setProductId] = useState('');
  const batches = useRecallBatches(productId);
  const recall = useRecallBatch();
  const product = batches.data?.product;
  const all = product?.batches ?? [];

  const send = async (request: RecallRequest) => {
    try {
      await recall.mutateAsync({ batchId: request.batchId, reason: request.reason });
    } catch (failure) {
      throw new Error(failureMessage(failure));
    }
    notify.success(`Batch ${request.batchNumber} of ${request.productName} recalled`);
  };

  return (
    <div className="flex flex-col gap-6">
      <RecallBatchForm
        products={products}
        batches={all.filter((batch) => !batch.recalledAt).map((batch) => ({ id: batch.id, name: batch.number }))}
        batchesLoading={productId !== '' && batches.isPending}
        onProductChange={setProductId}
        onRecall={send}
      />
      {product && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-gray-900">Recalled batches of {product.name}</h3>
          <RecalledBatchList
            productName={product.name}
            batches={all.flatMap((batch) => (batch.recalledAt ? [{ ...batch, recalledAt: batch.recalledAt }] : []))}
          />
        </div>
      )}
    </div>
  );
}
