import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// Not needed for a first paint: fetched when the browser is idle (router.tsx), so they are at hand
// before any screen fails, even after a deploy has removed this build's files (a failure before
// then falls back to the app's top-level "Something went wrong").
export const loadErrorScreens = () => import('./error-screens');
const NotFoundPage = lazy(() => loadErrorScreens().then((m) => ({ default: m.NotFoundPage })));
const ScreenError = lazy(() => loadErrorScreens().then((m) => ({ default: m.ScreenError })));

/**
 * Every route error: a missing page gets the 404 page; anything else (a crash inside a screen, its
 * code not loading) an in-place message with Retry, so the header and tabs around it stay.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // A deliberate "not found" (`throw data(..., { status: 404 })` from a screen) is no bug to log.
  const status = isRouteErrorResponse(error)
    ? error.status
    : (error as { init?: { status?: number } } | null)?.init?.status;
  if (status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ScreenError error={error} />
    </Suspense>
  );
}
