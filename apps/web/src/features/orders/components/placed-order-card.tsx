import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrder } from '../api/get-order';
import { itemCountWords, PAYMENT_METHOD_WORDS } from '../order-words';
import { OrderStatusBadge } from './order-status-badge';

/** One order just placed: its number, store, items, total, how it is paid, and the way to follow it. */
export function PlacedOrderCard({ number }: { number: string }) {
  const order = useOrder(number);
  if (order.isPending) return <Skeleton className="h-28 w-full" />;
  const data = order.data?.order;
  if (!data)
    return (
      <p role="alert" className="rounded-card bg-white p-4 text-sm text-gray-700 shadow-card">
        We could not load order {number}. It is in your orders.
      </p>
    );
  return (
    <article aria-label={`Order ${data.number}`} className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-gray-900">{data.manufacturer.name}</h2>
        <OrderStatusBadge status={data.status} paymentStatus={data.paymentStatus} />
      </div>
      <p className="text-sm text-gray-600">
        Order <span className="font-semibold text-gray-900 tabular">{data.number}</span> ·{' '}
        {itemCountWords(data.itemCount)} · {PAYMENT_METHOD_WORDS[data.paymentMethod]}
      </p>
      <div className="flex items-center justify-between gap-4">
        <Price naira={data.total} className="text-lg text-gray-900" />
        <Link to={`/account/orders/${data.number}`} className="text-sm font-semibold text-brand-700 hover:underline">
          Follow this order
        </Link>
      </div>
    </article>
  );
}
