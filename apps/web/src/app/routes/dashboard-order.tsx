import { formatNigerianPhone } from '@kasuwa/domain';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { OrderDetailSkeleton } from '../../features/orders/components/order-detail-skeleton';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { OrderStatusActions } from '../../features/dashboard-orders/components/order-status-actions';
import { useOrder, type OrderDetail } from '../../features/orders/api/get-order';
import { OrderLines } from '../../features/orders/components/order-lines';
import { OrderStatusBadge, PaymentStatusBadge } from '../../features/orders/components/order-status-badge';
import { OrderTimeline } from '../../features/orders/components/order-timeline';
import { OrderTotals } from '../../features/orders/components/order-totals';
import { formatOrderTime, PAYMENT_METHOD_WORDS } from '../../features/orders/order-words';
import { OrderFacts, OrderSection } from '../../features/orders/components/order-section';

const ORDERS_PATH = '/dashboard/orders';

export default function DashboardOrderScreen() {
  const number = (useParams().number ?? '').toUpperCase();
  const manufacturerId = useManufacturerId();
  const query = useOrder(number);
  const order = query.data?.order ?? null;

  return (
    <>
      <DashboardPageHeader
        title={`Order ${number}`}
        description={
          order && (
            <>
              Placed <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
            </>
          )
        }
        actions={
          <Link to={ORDERS_PATH} className={buttonClasses('secondary')}>
            <ArrowLeft className="size-5" aria-hidden="true" />
            All orders
          </Link>
        }
      />
      {query.isPending ? (
        <OrderDetailSkeleton />
      ) : query.isError ? (
        <EmptyState
          icon={<PackageSearch />}
          title="We could not load this order."
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        >
          Please check your connection and try again.
        </EmptyState>
      ) : // The API also answers an order to the person who bought it: here only the store's own count.
      !order || order.manufacturer.id !== manufacturerId ? (
        <EmptyState
          icon={<PackageSearch />}
          title="We could not find this order"
          action={
            <Link to={ORDERS_PATH} className={buttonClasses('secondary')}>
              Back to orders
            </Link>
          }
        >
          There is no order {number} in this store. Check the number, or find the order in your list.
        </EmptyState>
      ) : (
        <StoreOrder order={order} />
      )}
    </>
  );
}

function StoreOrder({ order }: { order: OrderDetail }) {
  const phone = (
    <a href={`tel:${order.phone}`} className="text-brand-700 underline">
      {formatNigerianPhone(order.phone)}
    </a>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="flex flex-col gap-4">
        <OrderSection title="Status">
          <div className="flex flex-col gap-4">
            <OrderStatusBadge status={order.status} paymentStatus={order.paymentStatus} viewer="MANUFACTURER" />
            <OrderStatusActions number={order.number} nextStatuses={order.storeNextStatuses} />
          </div>
        </OrderSection>
        <OrderSection title="Items">
          <OrderLines lines={order.lines} />
          <div className="mt-4 border-t border-gray-200 pt-4">
            <OrderTotals subtotal={order.subtotal} deliveryFee={order.deliveryFee} total={order.total} />
          </div>
        </OrderSection>
        <OrderSection title="Customer">
          <OrderFacts
            facts={[
              ['Name', order.recipientName],
              ['Phone', phone],
              ['Deliver to', order.deliveryAddress.fullAddress],
              ['Note', order.note],
            ]}
          />
        </OrderSection>
      </div>
      <div className="flex flex-col gap-4">
        <OrderSection title="Payment">
          <OrderFacts
            facts={[
              ['Method', PAYMENT_METHOD_WORDS[order.paymentMethod]],
              ['Status', <PaymentStatusBadge status={order.paymentStatus} />],
            ]}
          />
        </OrderSection>
        <OrderSection title="Progress">
          <OrderTimeline
            status={order.status}
            timeline={order.timeline}
            cancelReason={order.cancelReason}
            viewer="MANUFACTURER"
          />
        </OrderSection>
      </div>
    </div>
  );
}
