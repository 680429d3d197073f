import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { lucideIcons } from './build/lucide-icons';
import { pagePreloads } from './build/page-preloads';
import { pageReads, type PageRead } from './build/page-reads';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';
import { GET_PRODUCT_QUERY } from './src/features/products/api/get-product-query';

// In development (`npm run dev -w @kasuwa/web`) the API runs separately on port 4000; in production
// the API process serves the built files from apps/web/dist itself, so no proxy is involved.
const API_ORIGIN = 'http://localhost:4000';

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The app is written against React's API; the build runs it on Preact's compatibility layer, about
 * 55 KB (gzip) lighter on a phone (docs/decisions/0027-a-lighter-first-paint.md). The dev server
 * (Fast Refresh) and the unit tests (Testing Library drives React itself) keep React; the browser
 * tests run the build.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

const anyOf = (paths: string[]) => new RegExp(`/(${paths.join('|')})(\\.m?[jt]sx?)?$`);

/**
 * The libraries every screen runs on: one long-cached file. Not TanStack's infinite queries (only
 * the dashboard's lists page) nor its mutation hooks (no first screen writes anything): they load
 * with the screens that use them, not before the shop's first paint.
 */
const VENDOR =
  /\/node_modules\/(preact|react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack\/[^/]+)\/(?!build\/modern\/(useInfiniteQuery|infiniteQueryObserver|useMutation|mutationObserver)\.js$)/;

/**
 * The small modules the first screens (`/`, `/{slug}`) share. Left alone, each becomes a chunk of a
 * few hundred bytes, and a dozen separately gzipped files cost the phone more than one (see
 * docs/decisions/0006-first-paint-chunks.md and `npm run bench`).
 */
const SHARED = anyOf([
  'apps/web/src/components/ui/(cn|button|spinner|skeleton|empty-state|price|lucide-icon)',
  'apps/web/src/app/layouts/page-header',
  'apps/web/src/features/cart/components/(cart-button|card-cart-control)',
  'apps/web/src/features/products/api/(product-summary|get-product-page)',
  'apps/web/src/features/products/components/(product-card|product-grid)',
  'apps/web/src/lib/(graphql-client|graphql-document|csrf-header|use-graphql-query|notify|storage|session|tab-keys|use-debounced-value|use-search-in-address|shop-events|saved)',
  'apps/web/src/features/storefronts/components/(store-avatar|store-search)',
  'node_modules/lucide-react/dist/esm/icons/(search|x|plus|star|shopping-bag)',
  'apps/web/src/config/env',
  'packages/domain/src/(catalogue|money|limits|images)',
  // Not the first screens', but smaller than the headers of a file of their own: a few sentences
  // the product pages and the code check wait for, and the bottom bar's variable (the toaster's).
  'packages/domain/src/verification-advice',
  'apps/web/src/components/ui/bottom-bar',
]);

/**
 * Small modules the product pages share with each other and the cart (related products, the
 * purchase bar's rules): one file instead of six, so a product page's first paint waits for fewer
 * requests (a browser opens at most six connections to a server without HTTP/2, and each request
 * on a slow phone network costs a round trip).
 */
const PRODUCT_PAGE_PARTS = anyOf([
  'apps/web/src/features/products/(product-document-title|format-date|api/get-products)',
  'apps/web/src/features/products/components/(related-products|product-status)',
  'apps/web/src/features/cart/cart-changes',
]);

/** Icons the first screens draw stay where they are used; `npm run bench` fails if one lands in `icons`. */
const FIRST_PAINT_ICONS = [
  'store',
  'shield-check',
  'circle-question-mark',
  'user-round',
  'search',
  'search-x',
  'x',
  'plus',
  'star',
  'heart',
  'shopping-bag',
  'chevron-left',
  'layout-grid',
  'package-open',
  'triangle-alert',
  'circle-alert',
];
const LATER_ICONS = new RegExp(`/node_modules/lucide-react/dist/esm/icons/(?!(${FIRST_PAINT_ICONS.join('|')})\\.mjs$)`);

/**
 * The screens the service worker downloads when it installs, so that they open offline even if never
 * opened online: home, a store (with its Reviews tab), the cart and favourites, the error screens and
 * what every screen loads later (the toaster, the routes' table, the sync of a signed-in cart and
 * favourites). A product page is kept once seen, like every other file: it alone would add ~75 KB
 * (the phone-number rules of its retailer list) to what a first visit downloads.
 */
const OFFLINE_SCREENS = anyOf([
  'apps/web/src/app/routes/(stores|store|cart|account-favourites|not-found)',
  'apps/web/src/app/(later-routes|error-screens|offline)',
  'apps/web/src/components/ui/toaster',
  'apps/web/src/features/cart/(cart-sync|cart-changes)',
  'apps/web/src/features/cart/components/card-quantity-stepper',
  'apps/web/src/features/products/components/more-products',
  'apps/web/src/features/reviews/components/store-reviews',
  'apps/web/src/lib/saved-sync',
]);

/**
 * The pages whose HTML names their screen's files (`<link rel="modulepreload">`, added by the
 * server from page-preloads.json), so the browser fetches them alongside the entry: the shopper's
 * landing pages. A page outside the first screens needs the later routes' table first.
 */
const LATER = 'src/app/later-routes.tsx';
const PAGE_SCREENS = {
  '/': ['src/app/routes/stores.tsx'],
  '/stores': ['src/app/routes/stores.tsx'],
  '/:slug': ['src/app/routes/store.tsx'],
  '/product/:id': [LATER, 'src/app/routes/product.tsx'],
  '/productdetail/:id': [LATER, 'src/app/routes/product-detail.tsx'],
  '/cart': [LATER, 'src/app/routes/cart.tsx'],
  '/verify': [LATER, 'src/app/routes/verify.tsx'],
};

/**
 * The pages whose HTML carries the answer to their screen's first read (page-reads.json; the
 * server answers it as an anonymous shopper, app/page-read.ts seeds the query cache with it): the
 * product pages, whose picture can only be drawn once the product is known.
 */
const GET_PRODUCT: PageRead = { operationName: 'GetProduct', query: GET_PRODUCT_QUERY, variables: { id: ':id' } };
const PAGE_READS = { '/product/:id': GET_PRODUCT, '/productdetail/:id': GET_PRODUCT };

/** The files index.html loads before anything else: the entry (`index`) and its imports. */
const ALWAYS_LOADED = /(^|\/)(index|vendor|shared)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [
    lucideIcons(),
    react(),
    tailwindcss(),
    precompress(),
    serviceWorker({ entry: 'src/service-worker/sw.ts', screens: OFFLINE_SCREENS }),
    pagePreloads(PAGE_SCREENS),
    pageReads(PAGE_READS),
  ],
  resolve: {
    alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }, ...(command === 'build' ? PREACT : [])],
  },
  server: {
    proxy: {
      '/graphql': API_ORIGIN,
      '/upload': API_ORIGIN,
      '/verify/report-photo': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/retailers/import-preview': API_ORIGIN,
      '/healthz': API_ORIGIN,
      '/api/events': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support has <link rel="modulepreload">: no polyfill in the first download.
    modulePreload: {
      polyfill: false,
      // A screen loaded later need not list the files the first paint already loaded.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, priority: 2 },
            { name: 'shared', test: SHARED, priority: 1 },
            // The other screens' icons in one file instead of a file each: fewer requests, and a
            // shorter list of file names in the entry, which names every lazily loaded file once.
            { name: 'icons', test: LATER_ICONS, priority: 0 },
            { name: 'product-page-parts', test: PRODUCT_PAGE_PARTS, priority: 0 },
          ],
        },
      },
    },
  },
}));
