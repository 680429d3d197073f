import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyOrders } from '../api/get-my-orders';
import type { OrderListTab } from '../order-list-tabs';
import { OrderCard } from './order-card';
import { OrdersLoadError } from './orders-load-error';

/** The shopper's orders of one tab: cards newest first, "Load more" for older ones, or the tab's empty text. */
export function MyOrderList({ tab }: { tab: OrderListTab }) {
  const orders = useMyOrders(tab.statuses);
  const shown = orders.data?.pages.flatMap((page) => page.nodes) ?? [];

  if (orders.isPending) return <MyOrderListSkeleton />;
  if (orders.isError && shown.length === 0) {
    return <OrdersLoadError error={orders.error} what="your orders" onRetry={() => void orders.refetch()} />;
  }
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title={tab.empty}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            Browse brand stores
          </Link>
        }
      >
        Your orders will appear here once you buy from a brand store.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4 p-3 md:p-4">
      <ul className="flex flex-col gap-3" aria-label={`${tab.label} orders`}>
        {shown.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {orders.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-600">
          We could not load more orders. Please try again.
        </p>
      )}
      {orders.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={orders.isFetchingNextPage}
          loadingLabel="Loading more orders"
          onClick={() => void orders.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}

function MyOrderListSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-3 md:p-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your orders
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-card border border-gray-200 p-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-48" />
          <div className="flex items-center gap-2">
            <Skeleton className="size-12" />
            <Skeleton className="size-12" />
            <Skeleton className="ml-auto h-5 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}
