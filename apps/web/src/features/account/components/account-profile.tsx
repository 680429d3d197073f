import { UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { loginPath } from '../../../lib/next-path';
import { clearSession } from '../../../lib/session';
import { useMe } from '../api/get-me';

/** Who is signed in: name and e-mail from the API; nothing made up while it is unknown. */
export function AccountProfile() {
  const { pathname, search } = useLocation();
  const { data, isPending, isError } = useMe();
  const me = data?.me;
  const sessionEnded = data !== undefined && !me;
  useEffect(() => {
    // The server no longer knows this session: forget it, so the next visit goes to /login.
    if (sessionEnded) clearSession();
  }, [sessionEnded]);
  return (
    <section aria-label="Signed in as" className="flex items-center gap-4 rounded-card bg-white p-4 shadow-card">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-semibold text-white"
      >
        {me ? (
          me.name.trim().charAt(0).toUpperCase() || <UserRound className="size-7" />
        ) : (
          <UserRound className="size-7" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        {isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only" role="status">
              Loading your details
            </span>
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-48" />
          </div>
        ) : me ? (
          <>
            <p className="truncate text-lg font-semibold text-gray-900">{me.name}</p>
            <p className="truncate text-sm text-gray-600">{me.email}</p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold text-gray-900">Your account</p>
            <p className="text-sm text-gray-600">
              {isError ? 'We could not load your details right now.' : 'Your session has ended. Please log in again.'}
            </p>
            {sessionEnded && (
              <Link to={loginPath(pathname + search)} className="text-sm font-semibold text-brand-700 underline">
                Log in
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
