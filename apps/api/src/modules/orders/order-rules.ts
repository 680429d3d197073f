import type { OrderActor, OrderRow, OrderStatus, PaymentStatus } from './orders.table';

/** Who may move an order from which status to which. Everything not listed is refused. */
const ALLOWED: Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  SHOPPER: { PENDING: ['CANCELLED'], CONFIRMED: ['CANCELLED'] },
  MANUFACTURER: {
    PENDING: ['CONFIRMED', 'CANCELLED'],
    CONFIRMED: ['SHIPPED', 'CANCELLED'],
    SHIPPED: ['DELIVERED', 'CANCELLED'],
  },
  // The abandoned-card sweep.
  SYSTEM: { PENDING: ['CANCELLED'] },
};

export function canMove(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[actor][from]?.includes(to) ?? false;
}

/** The payment status an order has after moving to `to`. */
export function paymentStatusAfter(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>,
  to: OrderStatus,
): PaymentStatus {
  if (to === 'DELIVERED' && order.paymentMethod === 'PAY_ON_DELIVERY') return 'PAID';
  if (to === 'CANCELLED' && order.paymentStatus === 'PAID') return 'REFUND_DUE';
  return order.paymentStatus;
}

/** Why a move is refused, in words for the person who tried it. */
export function refusalOf(actor: OrderActor, from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `The order is already ${from.toLowerCase()}.`;
  if (from === 'CANCELLED' || from === 'DELIVERED')
    return `The order is ${from.toLowerCase()}; it cannot change any more.`;
  if (actor === 'SHOPPER' && to === 'CANCELLED') return 'The order has shipped; it can no longer be cancelled.';
  if (actor === 'SHOPPER') return 'Only the store moves an order forward.';
  return `An order that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`;
}
