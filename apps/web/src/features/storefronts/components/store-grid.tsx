import { INDUSTRY_LABELS } from '@kasuwa/domain';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import type { StoreSummary } from '../api/get-stores';
import { productCountLabel } from '../store-text';
import { StoreAvatar } from './store-avatar';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4';

function StoreCard({ store }: { store: StoreSummary }) {
  return (
    <Link
      to={`/${store.slug}`}
      className="flex h-full flex-col items-center gap-2 rounded-card bg-white p-4 text-center shadow-card transition-shadow hover:shadow-md"
    >
      <StoreAvatar name={store.name} brandImage={store.brandImage} />
      <span className="line-clamp-2 font-semibold text-gray-900">{store.name}</span>
      <span className="text-xs text-gray-600">{INDUSTRY_LABELS[store.industry]}</span>
      <span className="tabular mt-auto text-xs font-medium text-brand-700">
        {productCountLabel(store.productCount)}
      </span>
    </Link>
  );
}

/** Brand store cards, each opening its store page. */
export function StoreGrid({ stores, label }: { stores: StoreSummary[]; label: string }) {
  return (
    <ul className={GRID} aria-label={label}>
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the stores load. */
export function StoreGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading stores
      </span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="flex flex-col items-center gap-2 rounded-card bg-white p-4 shadow-card">
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </li>
        ))}
      </ul>
    </div>
  );
}
