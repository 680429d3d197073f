import { cn } from '../../../components/ui/cn';
import type { OrderStatus, PaymentStatus } from '../api/get-order';
import { PAYMENT_STATUS_WORDS, statusWords, type OrderViewer } from '../order-words';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const STATUS_COLOURS: Record<OrderStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  CONFIRMED: 'bg-brand-50 text-brand-800 ring-1 ring-brand-100',
  SHIPPED: 'bg-brand-50 text-brand-800 ring-1 ring-brand-100',
  DELIVERED: 'bg-brand-700 text-white',
  CANCELLED: 'bg-gray-100 text-gray-700 ring-1 ring-gray-200',
};

const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  UNPAID: 'bg-white text-gray-700 ring-1 ring-gray-300',
  PAID: 'bg-brand-50 text-brand-800 ring-1 ring-brand-100',
  REFUND_DUE: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
};

/** The order's status in words ("Waiting for the store", "Shipped", ...; "New" on the store's screens). */
export function StatusBadge({
  status,
  viewer = 'SHOPPER',
  className,
}: {
  status: OrderStatus;
  viewer?: OrderViewer;
  className?: string;
}) {
  return <span className={cn(BADGE, STATUS_COLOURS[status], className)}>{statusWords(status, viewer)}</span>;
}

/** Whether it is paid ("Unpaid", "Paid", "Refund due"). */
export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return <span className={cn(BADGE, PAYMENT_COLOURS[status], className)}>{PAYMENT_STATUS_WORDS[status]}</span>;
}

/** The order's status and its payment status side by side. */
export function OrderStatusBadge({
  status,
  paymentStatus,
  viewer,
}: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  viewer?: OrderViewer;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={status} viewer={viewer} />
      <PaymentStatusBadge status={paymentStatus} />
    </span>
  );
}
