import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBrandStores, type BrandStore } from '../api/get-brand-stores';

const SKELETON_CARDS = 6;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

function BrandStoreCard({ store }: { store: BrandStore }) {
  return (
    <li className="store-card">
      <span className="store-card__avatar" aria-hidden="true">
        {initials(store.brandStoreName)}
      </span>
      <span className="store-card__text">
        <span className="store-card__name">{store.brandStoreName}</span>
        {store.name !== store.brandStoreName && <span className="store-card__maker">by {store.name}</span>}
      </span>
    </li>
  );
}

function BrandStoreSkeletons() {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading stores…</span>
      <ul className="store-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="store-card">
            <Skeleton width={48} height={48} round />
            <span className="store-card__text">
              <Skeleton width="70%" height={18} />
              <Skeleton width="45%" height={14} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The brand stores of all manufacturers, with loading, empty and error states. */
export function BrandStoreList() {
  const result = useBrandStores();

  if (result.status === 'loading') return <BrandStoreSkeletons />;

  if (result.status === 'error') {
    return (
      <div className="state-panel" role="alert">
        <p className="state-panel__title state-panel__title--error">Failed to load stores</p>
        <p className="state-panel__hint">Check your connection and try again.</p>
        <Button variant="secondary" onClick={result.retry}>
          Try again
        </Button>
      </div>
    );
  }

  if (result.stores.length === 0) {
    return (
      <div className="state-panel">
        <p className="state-panel__title">No stores found</p>
      </div>
    );
  }

  return (
    <ul className="store-grid" aria-label="Brand stores">
      {result.stores.map((store) => (
        <BrandStoreCard key={store.slug} store={store} />
      ))}
    </ul>
  );
}
