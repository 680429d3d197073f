/**
 * Where a dashboard page goes when the business in use changes: a list screen stays (and shows the new
 * business's list); a page about one thing of the old business (an order, a product) goes to its list.
 */
export function pathAfterSwitch(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (/^\/dashboard\/orders\/[^/]+$/.test(path)) return '/dashboard/orders';
  if (/^\/dashboard\/(edit-product\/[^/]+|products\/[^/]+\/batches)$/.test(path)) return '/dashboard/myproducts';
  return path || '/dashboard/main';
}
