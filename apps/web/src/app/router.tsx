import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ShopperLayout } from './layouts/shopper-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteLoading } from './route-loading';

/** Each screen is its own chunk: a shopper on `/` downloads only what `/` shows. */
const screen = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <ShopperLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...screen(() => import('./routes/stores')) },
          { path: 'stores', ...screen(() => import('./routes/stores')) },
          { path: 'categories', ...screen(() => import('./routes/categories')) },
          { path: 'categories/:category', ...screen(() => import('./routes/category')) },
          { path: 'product/:id', ...screen(() => import('./routes/product')) },
          { path: 'productdetail/:id', ...screen(() => import('./routes/product-detail')) },
          { path: 'cart', ...screen(() => import('./routes/cart')) },
          { path: 'checkout', ...screen(() => import('./routes/checkout')) },
          { path: 'verify', ...screen(() => import('./routes/verify')) },
          { path: 'help', ...screen(() => import('./routes/help')) },
          { path: 'account', ...screen(() => import('./routes/account')) },
          { path: 'account/orders', ...screen(() => import('./routes/account-orders')) },
          { path: ':storeName', ...screen(() => import('./routes/store')) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
