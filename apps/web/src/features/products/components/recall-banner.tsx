import { RECALL_ADVICE } from '@kasuwa/domain';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../format-date';

export interface RecalledBatch {
  number: string;
  reason: string;
  recalledAt: string;
  expiryDate: string;
}

/** "7", "7 and 9", "7, 9 and B-12". */
function numbersOf(batches: readonly RecalledBatch[]): string {
  const numbers = batches.map((batch) => batch.number);
  const last = numbers.pop() ?? '';
  return numbers.length === 0 ? last : `${numbers.join(', ')} and ${last}`;
}

/**
 * The red notice a product page shows while any of its batches is recalled: which batches, the
 * maker's reason, and what a shopper holding one should do. Nothing when none is.
 */
export function RecallBanner({ batches }: { batches: readonly RecalledBatch[] }) {
  if (batches.length === 0) return null;
  const title = `Recall: ${batches.length === 1 ? 'batch' : 'batches'} ${numbersOf(batches)} of this product`;
  return (
    <section
      aria-labelledby="recall-banner-title"
      className="mb-6 flex gap-3 rounded-card border-l-4 border-red-600 bg-red-50 p-4 text-red-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        <h2 id="recall-banner-title" className="text-lg font-semibold">
          {title}
        </h2>
        <ul className="flex flex-col gap-1">
          {batches.map((batch) => (
            <li key={batch.number} className="break-words">
              <span className="font-semibold">
                {batches.length > 1 && <>Batch {batch.number}: </>}Reason from the maker:
              </span>{' '}
              {batch.reason} <span className="text-red-800">(recalled on {formatDate(batch.recalledAt)})</span>
            </li>
          ))}
        </ul>
        <p>
          <span className="font-semibold">What to do:</span> Check the batch number on your pack. If it is{' '}
          {batches.length === 1 ? 'this batch' : 'one of these batches'}: {RECALL_ADVICE}
        </p>
        <p>
          Not sure?{' '}
          <Link to="/verify" className="font-semibold underline">
            Verify your unit
          </Link>{' '}
          with the code on its label.
        </p>
      </div>
    </section>
  );
}
