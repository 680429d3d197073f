import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import type { OrderSummary } from '../api/get-my-orders';
import { formatOrderDate, itemCountWords } from '../order-words';
import { OrderStatusBadge } from './order-status-badge';

const THUMBNAILS_SHOWN = 3;
const THUMBNAIL_PX = 400;

/** One order in the shopper's list; the whole card opens the order. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const more = order.lineCount - THUMBNAILS_SHOWN;
  return (
    <li className="relative flex flex-col gap-3 rounded-card border border-gray-200 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">
            {/* The link covers the card (after:inset-0), so a tap anywhere opens the order. */}
            <Link
              to={`/account/orders/${order.number}`}
              className="tabular outline-none after:absolute after:inset-0 after:rounded-card hover:underline"
            >
              {order.number}
            </Link>
          </h2>
          <p className="text-sm text-gray-600">
            {order.manufacturer.name} · <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} paymentStatus={order.paymentStatus} />
      </div>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <div className="flex shrink-0 -space-x-3" aria-hidden="true">
            {order.lines.slice(0, THUMBNAILS_SHOWN).map((line) => (
              <img
                key={line.id}
                src={line.thumbnailUrl}
                alt=""
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
                loading="lazy"
                decoding="async"
                className="size-12 rounded-control bg-gray-100 object-cover ring-2 ring-white"
              />
            ))}
            {more > 0 && (
              <span className="flex size-12 items-center justify-center rounded-control bg-gray-100 text-sm font-semibold text-gray-700 ring-2 ring-white">
                +{more}
              </span>
            )}
          </div>
          <p className="truncate text-sm text-gray-600">{itemCountWords(order.itemCount)}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="sr-only">Total </span>
          <Price naira={order.total} />
        </p>
      </div>
    </li>
  );
}
