import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';

/** Every route error, a missing page included: never the router's own default page. */
export function RouteErrorPage() {
  const error = useRouteError();
  // A deliberate "not found" (`throw data(..., { status: 404 })` from a screen) is no bug to log.
  const status = isRouteErrorResponse(error)
    ? error.status
    : (error as { init?: { status?: number } } | null)?.init?.status;
  if (status === undefined) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops, something went wrong!</h1>
      <p className="max-w-sm text-gray-600">The page you are looking for does not exist or could not be shown.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Go to Home
      </Link>
    </main>
  );
}
