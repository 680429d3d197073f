import { PackageOpen, SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

// The store page's rarer states: loaded on demand, so the first paint of a store stays small.

export function StoreLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState
      icon={<TriangleAlert />}
      title="Error Loading Store"
      action={
        <>
          <Button variant="primary" loading={retrying} loadingLabel="Loading..." onClick={onRetry}>
            Try again
          </Button>
          <Link to="/" className={buttonClasses('secondary')}>
            Go to Home
          </Link>
        </>
      }
    >
      Please try again later.
    </EmptyState>
  );
}

export function EmptyStore() {
  return (
    <EmptyState
      icon={<PackageOpen />}
      title="No Products Available"
      action={
        <>
          <Link to="/" className={buttonClasses('primary')}>
            Go to Home
          </Link>
          <Link to="/stores" className={buttonClasses('secondary')}>
            See other stores
          </Link>
        </>
      }
    >
      This store has not added any products yet.
    </EmptyState>
  );
}

export function NoSearchMatch({ term, onClear }: { term: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={`No products match "${term}"`}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  );
}
