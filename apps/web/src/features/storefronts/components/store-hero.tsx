import { Star } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { StoreDetail } from '../api/get-store';
import { followerCountLabel, productCountLabel, ratingCountLabel, storeRatingLabel } from '../store-text';
import { FollowStoreButton } from './follow-store-button';
import { StoreAvatar } from './store-avatar';

/** The store's initial or image, name, product and follower counts, its rating ("New" before any review) and Follow store. */
export function StoreHero({ store, onFollowSent }: { store: StoreDetail; onFollowSent?: () => void }) {
  const { average, count } = store.rating;
  return (
    <section
      aria-label="About this store"
      className="flex flex-wrap items-center gap-4 rounded-card bg-white p-4 shadow-card"
    >
      <StoreAvatar name={store.name} brandImage={store.brandImage} size="lg" />
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-semibold text-gray-900">{store.name}</h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="tabular whitespace-nowrap" data-testid="store-product-count">
            {productCountLabel(store.productCount)}
          </span>
          <span className="tabular whitespace-nowrap" data-testid="store-follower-count">
            {followerCountLabel(store.followerCount)}
          </span>
          <span className="inline-flex items-center gap-1 whitespace-nowrap" data-testid="store-rating">
            <Star className="size-4 fill-amber-500 text-amber-500" aria-hidden="true" />
            <span className="tabular font-medium text-gray-900">{storeRatingLabel(average, count)}</span>
            {count > 0 && (
              <>
                <span className="sr-only">out of 5,</span>
                <span className="tabular">({ratingCountLabel(count)})</span>
              </>
            )}
          </span>
        </p>
      </div>
      <div className="basis-full sm:basis-auto [&>button]:w-full">
        <FollowStoreButton storeId={store.id} onSent={onFollowSent} />
      </div>
    </section>
  );
}

export function StoreHeroSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-4 rounded-card bg-white p-4 shadow-card">
      <Skeleton className="size-20 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
