import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { notify } from '../../lib/notify';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { useStoreOrders, type StoreOrder } from '../../features/dashboard-orders/api/get-store-orders';
import { DeliverySettingsCard } from '../../features/dashboard-orders/components/delivery-settings-card';
import { ExportOrdersLink } from '../../features/dashboard-orders/components/export-orders-link';
import { OrderFilterBar } from '../../features/dashboard-orders/components/order-filter-bar';
import {
  StoreOrderList,
  StoreOrderListSkeleton,
  type StoreOrderRow,
} from '../../features/dashboard-orders/components/store-order-list';
import { DEFAULT_FILTER } from '../../features/dashboard-orders/order-filter';
import { useOrderFilter } from '../../features/dashboard-orders/use-order-filter';
import { PaymentStatusBadge, StatusBadge } from '../../features/orders/components/order-status-badge';
import { formatOrderDate, itemCountWords, PAYMENT_METHOD_WORDS } from '../../features/orders/order-words';

/** An order in the list, in the badges the shopper's screens use (in the store's words). */
const rowOf = (order: StoreOrder): StoreOrderRow => ({
  number: order.number,
  href: `/dashboard/orders/${order.number}`,
  date: <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>,
  customer: order.recipientName,
  items: itemCountWords(order.itemCount),
  total: order.total,
  payment: (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <PaymentStatusBadge status={order.paymentStatus} />
      <span className="text-xs text-gray-600">{PAYMENT_METHOD_WORDS[order.paymentMethod]}</span>
    </span>
  ),
  status: <StatusBadge status={order.status} viewer="MANUFACTURER" />,
});

export default function DashboardOrdersScreen() {
  const manufacturerId = useManufacturerId();
  const [filter, changeFilter] = useOrderFilter();
  const orders = useStoreOrders(manufacturerId, filter);
  const shown = orders.data?.pages.flatMap((page) => page.nodes) ?? [];
  const total = orders.data?.pages[0]?.totalCount ?? 0;
  const filtered = filter.status !== DEFAULT_FILTER.status || filter.search !== '';

  useEffect(() => {
    if (orders.isError) notify.error('Failed to load orders');
  }, [orders.isError]);

  return (
    <>
      <DashboardPageHeader
        title="Orders"
        description="What shoppers bought from your brand store. Confirm new orders, then ship and deliver them."
        actions={<ExportOrdersLink manufacturerId={manufacturerId} filter={filter} />}
      />
      <div className="flex flex-col gap-6">
        <DeliverySettingsCard manufacturerId={manufacturerId} />
        <OrderFilterBar filter={filter} onChange={changeFilter} />
        {orders.isPending ? (
          <StoreOrderListSkeleton />
        ) : orders.isError && !orders.data ? (
          <EmptyState
            icon={<ShoppingBag />}
            title="Error loading orders."
            action={<Button onClick={() => void orders.refetch()}>Try again</Button>}
          >
            Please check your connection and try again.
          </EmptyState>
        ) : total === 0 ? (
          filtered ? (
            <EmptyState
              icon={<ShoppingBag />}
              title="No orders match"
              action={
                <Button variant="secondary" onClick={() => changeFilter({ status: 'all', search: '' })}>
                  Show all orders
                </Button>
              }
            >
              Try another status, or search by another order number or customer name.
            </EmptyState>
          ) : (
            <EmptyState icon={<ShoppingBag />} title="No orders yet">
              When shoppers buy from your brand store, their orders appear here for you to confirm.
            </EmptyState>
          )
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-gray-600" aria-live="polite">
              {total} {total === 1 ? 'order' : 'orders'}
              {shown.length < total && ` (showing ${shown.length})`}
            </p>
            <StoreOrderList rows={shown.map(rowOf)} busy={orders.isPlaceholderData} />
            {orders.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                loading={orders.isFetchingNextPage}
                loadingLabel="Loading more orders"
                onClick={() => void orders.fetchNextPage()}
              >
                Load more orders
              </Button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
