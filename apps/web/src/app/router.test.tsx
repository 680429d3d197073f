import { RESERVED_SLUGS } from '@kasuwa/domain';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as later from './later-routes';
import { firstRoutes, laterRoutesPatcher, mayNeedLaterRoutes } from './router';

/** The GraphQL operations the app asked for; the answers never come. */
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      asked.push(/^\s*query (\w+)/.exec(JSON.parse(String(init.body)).query)?.[1] ?? '?');
      return new Promise(() => undefined);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A router on `path` as a fresh page load would make it, and how often it fetched the later routes. */
async function openAt(path: string, queryClient = new QueryClient()) {
  const load = vi.fn(() => Promise.resolve(later));
  const router = createMemoryRouter(firstRoutes(queryClient), {
    initialEntries: [path],
    patchRoutesOnNavigation: laterRoutesPatcher(load),
  });
  await settled(router);
  return { router, load };
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  // Long enough for the first test, which also waits for the screens' modules to be transformed.
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
}

/** The matched routes by path ("index" for an index route), layouts without a path left out. */
const matched = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.map((m) => m.route.path ?? (m.route.index ? 'index' : null)).filter(Boolean);

describe('router', () => {
  it('opens the home and a store page without fetching the later routes', async () => {
    const home = await openAt('/');
    expect(matched(home.router)).toEqual(['index']);
    const store = await openAt('/mama-nkechi-foods');
    expect(matched(store.router)).toEqual([':storeName']);
    expect(store.router.state.errors).toBeNull();
    expect(home.load).not.toHaveBeenCalled();
    expect(store.load).not.toHaveBeenCalled();
  });

  it("starts a store page's reads with the navigation, before its screen renders, unless a search is in the address", async () => {
    const queryClient = new QueryClient();
    const { router } = await openAt('/mama-nkechi-foods?sort=price-low', queryClient);
    expect(asked.sort()).toEqual(['ProductPage', 'Store']);
    // Under the keys the screen's hooks use: they find the reads in flight and ask nothing again.
    expect(queryClient.getQueryState(['Store', { slug: 'mama-nkechi-foods' }, null])?.fetchStatus).toBe('fetching');
    const where = { manufacturer: { slug: { equals: 'mama-nkechi-foods' } } };
    expect(queryClient.getQueryState(['ProductPage', { where, sort: 'PRICE_LOW_HIGH' }, null])?.fetchStatus).toBe(
      'fetching',
    );

    // Another sort on the same store is the screen's to fetch (with the last answer kept on screen).
    asked = [];
    await router.navigate('/mama-nkechi-foods?sort=price-high');
    await settled(router);
    expect(asked).toEqual([]);

    await openAt('/mama-nkechi-foods?q=soap');
    await openAt('/');
    expect(asked).toEqual([]);
  });

  it('opens deep links into the dashboard on a fresh load', async () => {
    const { router, load } = await openAt('/dashboard/orders/KSW-1042');
    expect(matched(router)).toEqual(['dashboard', 'orders/:number']);
    expect(router.state.matches.at(-1)?.params).toEqual({ number: 'KSW-1042' });
    expect(router.state.errors).toBeNull();
    expect(load).toHaveBeenCalled();

    expect(matched((await openAt('/dashboard/products/p1/batches')).router)).toEqual([
      'dashboard',
      'products/:productId/batches',
    ]);
    expect(matched((await openAt('/dashboard')).router)).toEqual(['dashboard', 'index']);
  });

  it('shows the not-found screen for an unknown dashboard path or a path under a store', async () => {
    expect(matched((await openAt('/dashboard/no-such-screen')).router)).toEqual(['*']);
    expect(matched((await openAt('/mama-nkechi-foods/extra')).router)).toEqual(['*']);
  });

  it('opens the other shopper and sign-in screens, never as a store named like them', async () => {
    const screens: [path: string, route: string][] = [
      ['/cart', 'cart'],
      ['/Cart', 'cart'],
      ['/login', 'login'],
      ['/verify', 'verify'],
      ['/v/KSW7Q2', 'v/:code'],
      ['/account/orders/KSW-1042', 'account/orders/:number'],
      ['/checkout/placed', 'checkout/placed'],
    ];
    for (const [path, route] of screens) {
      expect(matched((await openAt(path)).router), path).toEqual([route]);
    }
  });

  it('adds the later routes on a navigation from a first screen', async () => {
    const { router, load } = await openAt('/mama-nkechi-foods');
    await router.navigate('/product/p1');
    await settled(router);
    expect(matched(router)).toEqual(['product/:id']);
    await router.navigate('/dashboard/verifications');
    await settled(router);
    expect(matched(router)).toEqual(['dashboard', 'verifications']);
    await router.navigate('/another-store');
    await settled(router);
    expect(matched(router)).toEqual([':storeName']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the later routes on every path they define', () => {
    const paths = (list: RouteObject[], prefix = ''): string[] =>
      list.flatMap((r) => {
        const path = r.path ? `${prefix}/${r.path}` : prefix;
        return r.children ? paths(r.children, path) : [path.replace(/:\w+/g, 'x') || '/'];
      });
    const laterPaths = [...paths(later.rootRoutes), ...paths(later.shopperRoutes)];
    expect(laterPaths.length).toBeGreaterThan(30);
    for (const path of laterPaths) expect(mayNeedLaterRoutes(path), path).toBe(true);
    for (const slug of ['mama-nkechi-foods', 'dangote', 'shop_2']) expect(mayNeedLaterRoutes(`/${slug}`)).toBe(false);
    for (const reserved of RESERVED_SLUGS) expect(mayNeedLaterRoutes(`/${reserved}`)).toBe(true);
  });
});
