import { formatNigerianPhone } from '@kasuwa/domain';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { OrderDetailSkeleton } from './order-detail-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { useOrder, type OrderDetail, type OrderLine } from '../api/get-order';
import { formatOrderTime, PAYMENT_METHOD_WORDS } from '../order-words';
import { CancelOrder } from './cancel-order-dialog';
import { OrderLines } from './order-lines';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { OrdersLoadError } from './orders-load-error';
import { OrderFacts, OrderSection } from './order-section';

export type OrderLineAction = (line: OrderLine, order: OrderDetail) => ReactNode;

/** One of the shopper's orders: what, where, how paid, how far it got, who to ask; Cancel while allowed. */
export function ShopperOrder({ number, lineAction }: { number: string; lineAction?: OrderLineAction }) {
  const query = useOrder(number);
  if (query.isPending) return <OrderDetailSkeleton className="mx-auto max-w-5xl" />;
  if (query.isError)
    return <OrdersLoadError error={query.error} what="this order" onRetry={() => void query.refetch()} />;
  const order = query.data.order;
  if (!order) return <OrderNotFound />;
  return <OrderDetails order={order} lineAction={lineAction} />;
}

function OrderDetails({ order, lineAction }: { order: OrderDetail; lineAction?: OrderLineAction | undefined }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="flex flex-col gap-4">
        <OrderSection title="Progress">
          <div className="mb-4 flex flex-col gap-2">
            <OrderStatusBadge status={order.status} paymentStatus={order.paymentStatus} />
            <p className="text-sm text-gray-600">
              Placed <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time> from{' '}
              <Link to={`/${order.manufacturer.slug}`} className="font-semibold text-brand-700 underline">
                {order.manufacturer.name}
              </Link>
            </p>
          </div>
          <OrderTimeline
            status={order.status}
            timeline={order.timeline}
            cancelReason={order.cancelReason}
            viewer="SHOPPER"
          />
          {order.shopperCanCancel && (
            <div className="mt-4 flex flex-col gap-2 border-t border-gray-200 pt-4">
              <p className="text-sm text-gray-600">You can cancel this order until the store ships it.</p>
              <CancelOrder number={order.number} />
            </div>
          )}
        </OrderSection>
        <OrderSection title="Items">
          <OrderLines
            lines={order.lines}
            linkProducts
            lineAction={lineAction && ((line: OrderLine) => lineAction(line, order))}
          />
          <div className="mt-4 border-t border-gray-200 pt-4">
            <OrderTotals subtotal={order.subtotal} deliveryFee={order.deliveryFee} total={order.total} />
          </div>
        </OrderSection>
      </div>
      <div className="flex flex-col gap-4">
        <OrderSection title="Delivery">
          <OrderFacts
            facts={[
              ['Recipient', order.recipientName],
              [
                'Phone',
                <a href={`tel:${order.phone}`} className="text-brand-700 underline">
                  {formatNigerianPhone(order.phone)}
                </a>,
              ],
              ['Address', order.deliveryAddress.fullAddress],
              ['Note', order.note],
            ]}
          />
        </OrderSection>
        <OrderSection title="Payment">
          <OrderFacts
            facts={[
              ['Method', PAYMENT_METHOD_WORDS[order.paymentMethod]],
              ['Status', <PaymentStatusBadge status={order.paymentStatus} />],
            ]}
          />
          {order.paymentUrl && (
            <div className="mt-3 flex flex-col gap-2">
              <p className="text-sm text-gray-700">
                The card payment did not go through yet. The order waits 30 minutes from when it was placed, then it is
                cancelled.
              </p>
              <a href={order.paymentUrl} className={buttonClasses('primary')}>
                Pay now
              </a>
            </div>
          )}
        </OrderSection>
        <OrderSection title="The store">
          <OrderFacts
            facts={[
              [
                'Store',
                <Link to={`/${order.manufacturer.slug}`} className="text-brand-700 underline">
                  {order.manufacturer.name}
                </Link>,
              ],
              [
                'Email',
                <a
                  href={`mailto:${order.storeContact.email}?subject=${encodeURIComponent(`Order ${order.number}`)}`}
                  className="break-all text-brand-700 underline"
                >
                  {order.storeContact.email}
                </a>,
              ],
              ['Address', order.storeContact.address],
            ]}
          />
        </OrderSection>
      </div>
    </div>
  );
}

function OrderNotFound() {
  return (
    <EmptyState
      icon={<PackageSearch />}
      title="We could not find this order"
      action={
        <Link to="/account/orders" className={buttonClasses('secondary')}>
          Back to your orders
        </Link>
      }
    >
      Check the order number, or find the order in your list of orders.
    </EmptyState>
  );
}
