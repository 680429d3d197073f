import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { loginPath } from '../../../lib/next-path';

/** Why orders could not load, and what to do: log in again when the session ended, else try again. */
export function OrdersLoadError({ error, onRetry, what }: { error: Error; onRetry: () => void; what: string }) {
  const { pathname, search } = useLocation();
  const sessionEnded = error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <p className="font-semibold text-gray-900">
        {sessionEnded ? 'Your session has ended. Please log in again.' : `We could not load ${what} right now.`}
      </p>
      {sessionEnded ? (
        <Link to={loginPath(pathname + search)} className={buttonClasses('primary')}>
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
