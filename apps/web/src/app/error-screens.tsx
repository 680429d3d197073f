import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';
import { isMissingCode, reloadForNewVersion } from './new-version';

/** Route errors as a person sees them; route-error-page.tsx chooses which. */

/** The 404 page: an unknown path, or a screen that found nothing (no store with that name). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
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

/** A screen that crashed or whose code would not load: said in place, with Retry and the way home. */
export function ScreenError({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const missingCode = isMissingCode(error);
  // Decided once: a new version's missing file reloads the page (once), so nothing else is drawn.
  const [reloading] = useState(() => missingCode && reloadForNewVersion());
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return <p className="sr-only">Loading the latest version…</p>;

  const retry = () => {
    if (missingCode) return window.location.reload();
    // Navigating to where we are runs the screen again from the start.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state });
  };
  return (
    <main role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold">Oops, something went wrong!</h1>
      <p className="text-gray-600">
        {missingCode
          ? 'This screen could not be loaded. Check your connection, then try again.'
          : 'This screen could not be shown. Try again, or go to the home page.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>Retry</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          Go to Home
        </Link>
      </div>
    </main>
  );
}
