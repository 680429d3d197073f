import { RESERVED_SLUGS } from '@kasuwa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { ShopperLayout } from './layouts/shopper-layout';
import type * as LaterRoutesModule from './later-routes';
import { screen } from './lazy-screen';
import { afterFirstPaint } from '../lib/first-paint';
import { wantToaster } from '../lib/notify';
import { prefetchStorePage } from './prefetch';
import { loadErrorScreens, RouteErrorPage } from './route-error-page';
import { RouteLoading } from './route-loading';

const SHOPPER_SCREENS = 'shopper-screens';

/**
 * Only what the first paint of `/` and `/{slug}` needs; every other route is in `later-routes.tsx`
 * (docs/decisions/0006-first-paint-chunks.md). A store page's reads start with the navigation.
 */
export const firstRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <ShopperLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        id: SHOPPER_SCREENS,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...screen(() => import('./routes/stores')) },
          { path: 'stores', ...screen(() => import('./routes/stores')) },
          {
            path: ':storeName',
            loader: ({ params, request }) => {
              prefetchStorePage(queryClient, params.storeName ?? '', new URL(request.url).searchParams);
              return null;
            },
            // Only on the way into a store: a new sort or search is the screen's own to fetch.
            shouldRevalidate: ({ currentParams, nextParams }) => currentParams.storeName !== nextParams.storeName,
            ...screen(() => import('./routes/store')),
          },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** A store's own page (`/{slug}`) never needs the later routes: no store slug is a path the app owns. */
export function mayNeedLaterRoutes(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const [first] = segments;
  return !(segments.length === 1 && first && /^[\w-]+$/.test(first) && !RESERVED_SLUGS.has(first.toLowerCase()));
}

type LaterRoutes = typeof LaterRoutesModule;

/** Adds the later routes when a navigation may need them (React Router asks for every path with a parameter). */
export function laterRoutesPatcher(load: () => Promise<LaterRoutes>): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (!mayNeedLaterRoutes(path)) return;
    const { rootRoutes, shopperRoutes } = await load();
    // Patching again adds nothing: React Router skips the routes it already has.
    patch(null, rootRoutes);
    patch(SHOPPER_SCREENS, shopperRoutes);
  };
}

export function createRouter(queryClient: QueryClient) {
  let later: Promise<LaterRoutes> | undefined;
  const load = () =>
    (later ??= import('./later-routes').catch((error: unknown) => {
      later = undefined;
      throw error;
    }));
  const router = createBrowserRouter(firstRoutes(queryClient), { patchRoutesOnNavigation: laterRoutesPatcher(load) });
  // Fetched once the first screen is up, so opening another screen (or failing one) waits for no extra
  // file; with them what no first paint waits for (the toaster; app/after-load.ts: the service worker).
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    const whenIdle = 'requestIdleCallback' in window ? requestIdleCallback : setTimeout;
    // Not while the first screen's paint is still on its way to the display (lib/first-paint.ts).
    void afterFirstPaint().then(() =>
      whenIdle(() => {
        wantToaster();
        void Promise.all([load(), loadErrorScreens(), import('./after-load')]).catch(() => undefined);
      }),
    );
  });
  return router;
}
