import type { OrderSort, OrderStatus } from './order-types';

/** The status tabs of the orders list: "New" is what waits for the store to confirm it. */
export const STATUS_FILTERS = [
  { key: 'all', label: 'All', statuses: [] },
  { key: 'new', label: 'New', statuses: ['PENDING'] },
  { key: 'confirmed', label: 'Confirmed', statuses: ['CONFIRMED'] },
  { key: 'shipped', label: 'Shipped', statuses: ['SHIPPED'] },
  { key: 'delivered', label: 'Delivered', statuses: ['DELIVERED'] },
  { key: 'cancelled', label: 'Cancelled', statuses: ['CANCELLED'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly OrderStatus[] }[];

export type StatusFilterKey = (typeof STATUS_FILTERS)[number]['key'];

export const SORT_OPTIONS = [
  { key: 'newest', label: 'Newest first', sort: 'NEWEST' },
  { key: 'oldest', label: 'Oldest first', sort: 'OLDEST' },
  { key: 'total', label: 'Highest total', sort: 'TOTAL' },
] as const satisfies readonly { key: string; label: string; sort: OrderSort }[];

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

/** What the list shows, as the address bar keeps it: `?status=new&sort=total&q=chioma`. */
export interface OrderFilter {
  status: StatusFilterKey;
  sort: SortKey;
  search: string;
}

export const DEFAULT_FILTER: OrderFilter = { status: 'all', sort: 'newest', search: '' };

const PARAMS = { status: 'status', sort: 'sort', search: 'q' } as const;

/** The filter in `params`; anything unknown falls back to the default, so an edited address never breaks the list. */
export function filterFromParams(params: URLSearchParams): OrderFilter {
  const status = STATUS_FILTERS.find((f) => f.key === params.get(PARAMS.status))?.key ?? DEFAULT_FILTER.status;
  const sort = SORT_OPTIONS.find((s) => s.key === params.get(PARAMS.sort))?.key ?? DEFAULT_FILTER.sort;
  return { status, sort, search: params.get(PARAMS.search)?.trim() ?? '' };
}

/** `params` with the filter written in; defaults are left out, other parameters kept. */
export function paramsWithFilter(params: URLSearchParams, filter: OrderFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof OrderFilter, string> = {
    status: filter.status === DEFAULT_FILTER.status ? '' : filter.status,
    sort: filter.sort === DEFAULT_FILTER.sort ? '' : filter.sort,
    search: filter.search.trim(),
  };
  for (const field of Object.keys(PARAMS) as (keyof OrderFilter)[]) {
    if (values[field]) next.set(PARAMS[field], values[field]);
    else next.delete(PARAMS[field]);
  }
  return next;
}

export const statusesOf = (status: StatusFilterKey): OrderStatus[] => [
  ...(STATUS_FILTERS.find((f) => f.key === status)?.statuses ?? []),
];

export const sortOf = (key: SortKey): OrderSort => SORT_OPTIONS.find((s) => s.key === key)?.sort ?? 'NEWEST';

/** The CSV of the orders the list shows (every page, the API's newest-first order), under the session cookie. */
export function exportHref(manufacturerId: string, filter: OrderFilter): string {
  const query = new URLSearchParams({ manufacturerId });
  const statuses = statusesOf(filter.status);
  if (statuses.length > 0) query.set('status', statuses.join(','));
  if (filter.search.trim()) query.set('search', filter.search.trim());
  return `/orders/export.csv?${query.toString()}`;
}
