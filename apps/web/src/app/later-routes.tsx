import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { screen } from './lazy-screen';
import { RouteErrorPage } from './route-error-page';
import { RouteLoading } from './route-loading';

/**
 * Every route the first paint of `/` and `/{slug}` never needs. `router.tsx` adds them when a
 * navigation may need them (docs/decisions/0006-first-paint-chunks.md): their chunk names and
 * preload lists are kept out of the entry chunk.
 */

/** Added at the top level, next to the shopper layout. */
export const rootRoutes: RouteObject[] = [
  {
    id: 'auth',
    element: <AuthLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: 'auth', ...screen(() => import('./routes/auth')) },
      { path: 'login', ...screen(() => import('./routes/login')) },
      { path: 'signup', ...screen(() => import('./routes/signup')) },
      { path: 'forgotpassword', ...screen(() => import('./routes/forgot-password')) },
      { path: 'verify-otp', ...screen(() => import('./routes/verify-otp')) },
      { path: 'reset', ...screen(() => import('./routes/reset')) },
    ],
  },
  {
    id: 'dashboard',
    path: 'dashboard',
    // The whole manufacturer side stays out of the shoppers' first download.
    lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <Navigate to="main" replace /> },
      { path: 'main', ...screen(() => import('./routes/dashboard-main')) },
      { path: 'myproducts', ...screen(() => import('./routes/dashboard-products')) },
      { path: 'account', ...screen(() => import('./routes/dashboard-account')) },
      { path: 'retailers', ...screen(() => import('./routes/dashboard-retailers')) },
      { path: 'add-retailer', ...screen(() => import('./routes/dashboard-add-retailer')) },
      { path: 'add-retailer-csv', ...screen(() => import('./routes/dashboard-add-retailer-csv')) },
      { path: 'add-product', ...screen(() => import('./routes/dashboard-add-product')) },
      { path: 'edit-product/:productId', ...screen(() => import('./routes/dashboard-edit-product')) },
      { path: 'products/:productId/batches', ...screen(() => import('./routes/dashboard-product-batches')) },
      { path: 'add-business', ...screen(() => import('./routes/dashboard-add-business')) },
      { path: 'business', ...screen(() => import('./routes/dashboard-business')) },
      { path: 'import-products', ...screen(() => import('./routes/dashboard-import-products')) },
      { path: 'orders', ...screen(() => import('./routes/dashboard-orders')) },
      { path: 'orders/:number', ...screen(() => import('./routes/dashboard-order')) },
      { path: 'verifications', ...screen(() => import('./routes/dashboard-verifications')) },
      { path: 'reviews', ...screen(() => import('./routes/dashboard-reviews')) },
    ],
  },
];

/** Added inside the shopper layout, next to the home and store screens. */
export const shopperRoutes: RouteObject[] = [
  { path: 'categories', ...screen(() => import('./routes/categories')) },
  { path: 'categories/:category', ...screen(() => import('./routes/category')) },
  { path: 'product/:id', ...screen(() => import('./routes/product')) },
  { path: 'productdetail/:id', ...screen(() => import('./routes/product-detail')) },
  { path: 'cart', ...screen(() => import('./routes/cart')) },
  { path: 'checkout', ...screen(() => import('./routes/checkout')) },
  { path: 'checkout/return', ...screen(() => import('./routes/checkout-return')) },
  { path: 'checkout/placed', ...screen(() => import('./routes/order-placed')) },
  { path: 'verify', ...screen(() => import('./routes/verify')) },
  { path: 'verify/report', ...screen(() => import('./routes/verify-report')) },
  { path: 'v/:code', ...screen(() => import('./routes/verify-code')) },
  { path: 'help', ...screen(() => import('./routes/help')) },
  { path: 'account', ...screen(() => import('./routes/account')) },
  { path: 'account/orders', ...screen(() => import('./routes/account-orders')) },
  { path: 'account/orders/:number', ...screen(() => import('./routes/account-order')) },
  { path: 'account/addresses', ...screen(() => import('./routes/account-addresses')) },
  { path: 'account/reviews', ...screen(() => import('./routes/account-reviews')) },
  { path: 'account/favourites', ...screen(() => import('./routes/account-favourites')) },
  { path: 'account/change-password', ...screen(() => import('./routes/change-password')) },
];
