import { formatDate } from '../words';

export interface RecalledBatchRow {
  id: string;
  number: string;
  recallReason: string | null;
  recalledAt: string;
}

/** The chosen product's recalled batches, each with the reason shoppers read and the day of the recall. */
export function RecalledBatchList({
  productName,
  batches,
}: {
  productName: string;
  batches: readonly RecalledBatchRow[];
}) {
  if (batches.length === 0) {
    return <p className="text-sm text-gray-600">No batch of {productName} has been recalled.</p>;
  }
  return (
    <ul aria-label={`Recalled batches of ${productName}`} className="flex flex-col gap-2">
      {batches.map((batch) => (
        <li key={batch.id} className="rounded-card border-l-4 border-red-600 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            Batch {batch.number}, recalled on <time dateTime={batch.recalledAt}>{formatDate(batch.recalledAt)}</time>
          </p>
          {batch.recallReason && <p className="mt-1 break-words">{batch.recallReason}</p>}
        </li>
      ))}
    </ul>
  );
}
