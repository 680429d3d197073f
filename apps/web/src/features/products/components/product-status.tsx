import { PackageSearch, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';

/** A product page while it loads: the image square beside lines of text. */
export function ProductPageSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-2 md:gap-10">
      <span className="sr-only" role="status">
        Loading product
      </span>
      <Skeleton className="aspect-square w-full rounded-card" />
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-11 w-40" />
      </div>
    </div>
  );
}

/** No product has this id (or the id is malformed). */
export function ProductNotFound() {
  return (
    <EmptyState
      icon={<PackageSearch />}
      title="Product not found"
      action={
        <Link to="/" className={buttonClasses('primary')}>
          Browse stores
        </Link>
      }
    >
      It may have been removed, or the link is wrong.
    </EmptyState>
  );
}

/** The product could not be loaded: the spec's text with the reason, and a retry. */
export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon={<TriangleAlert />}
        title={`Error loading product: ${message}`}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
