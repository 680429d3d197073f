import { MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRetailersPreview } from '../api/get-retailers-preview';

const PREVIEW_COUNT = 5;

/** Where shoppers find the products: the first retailers, with the way to all of them. */
export function RetailersCard({ manufacturerId }: { manufacturerId: string }) {
  const retailers = useRetailersPreview(manufacturerId, PREVIEW_COUNT);
  const shown = retailers.data?.storePage.nodes ?? [];
  // All of them, not the ones loaded: the list itself shows only the first few.
  const total = retailers.data?.storePage.totalCount ?? 0;

  return (
    <section aria-labelledby="retailers-heading" className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="retailers-heading" className="text-lg font-semibold text-gray-900">
          Your retailers
        </h2>
        {total > 0 && (
          <Link
            to="/dashboard/retailers"
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            View all retailers ({total})
          </Link>
        )}
      </div>
      {retailers.isPending ? (
        <ul aria-hidden="true" className="flex flex-col gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="flex flex-col gap-1.5">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </li>
          ))}
        </ul>
      ) : retailers.isError ? (
        <p role="alert" className="text-red-600">
          Error loading retailers. Please try again later.
        </p>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-start gap-3 text-gray-600">
          <p>No retailers yet. Add the shops that stock your products so shoppers can find them.</p>
          <Link to="/dashboard/add-retailer" className={buttonClasses('secondary')}>
            <Store className="size-5" aria-hidden="true" />
            Add Retailers
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100">
          {shown.map((retailer) => (
            <li key={retailer.id} className="flex items-start gap-3 py-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{retailer.name}</p>
                <p className="text-sm text-gray-600">{retailer.location.fullAddress}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
