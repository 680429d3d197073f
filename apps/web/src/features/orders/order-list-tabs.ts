import type { OrderStatus } from './api/get-order';

/** The tabs of /account/orders (the spec's names and empty texts), each a set of statuses. */
export const ORDER_LIST_TABS = [
  { key: 'ongoing', label: 'Ongoing', statuses: ['PENDING', 'CONFIRMED', 'SHIPPED'], empty: 'No ongoing orders' },
  { key: 'delivered', label: 'Delivered', statuses: ['DELIVERED'], empty: 'No delivered orders' },
  { key: 'cancelled', label: 'Cancelled', statuses: ['CANCELLED'], empty: 'No cancelled orders' },
] as const satisfies readonly { key: string; label: string; statuses: readonly OrderStatus[]; empty: string }[];

export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** The query parameter that keeps the tab in the address. */
export const ORDER_TAB_PARAM = 'tab';

/** The tab a `?tab=` value names; the first (Ongoing) for none or an unknown one. */
export function orderListTab(param: string | null): OrderListTab {
  return ORDER_LIST_TABS.find((tab) => tab.key === param) ?? ORDER_LIST_TABS[0];
}
