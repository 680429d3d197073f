import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { loginPath } from '../../../lib/next-path';
import type { ProductSummary } from '../api/product-summary';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/**
 * A list of favourite products: loading, the reasons it could not load, none yet, or the cards
 * (their heart takes one off at once).
 */
export function FavouriteProducts({
  products,
  isPending,
  error,
  onRetry,
}: {
  products: ProductSummary[];
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const { pathname } = useLocation();
  if (isPending) return <ProductGridSkeleton count={4} />;
  if (error) {
    const sessionEnded = error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p className="font-semibold text-gray-900">
          {sessionEnded
            ? 'Your session has ended. Please log in again.'
            : 'We could not load your favourites right now.'}
        </p>
        {sessionEnded ? (
          <Link to={loginPath(pathname)} className={buttonClasses('primary')}>
            Log in
          </Link>
        ) : (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title="No favourites yet"
        action={
          <Link to="/" className={buttonClasses('primary')}>
            Browse stores
          </Link>
        }
      >
        Tap the heart on a product to keep it here.
      </EmptyState>
    );
  }
  return <ProductGrid products={products} label="Favourite products" />;
}
