import type { OrderStatus } from './order-types';

export interface StoreAction {
  status: OrderStatus;
  /** The button. */
  label: string;
  /** The toast once it is done. */
  done: string;
  /** Cancelling needs a reason, asked in a dialog. */
  needsReason: boolean;
}

const ACTIONS: Record<Exclude<OrderStatus, 'PENDING'>, Omit<StoreAction, 'status'>> = {
  CONFIRMED: { label: 'Confirm order', done: 'Order confirmed', needsReason: false },
  SHIPPED: { label: 'Mark as shipped', done: 'Order marked as shipped', needsReason: false },
  DELIVERED: { label: 'Mark as delivered', done: 'Order marked as delivered', needsReason: false },
  CANCELLED: { label: 'Cancel order', done: 'Order cancelled', needsReason: true },
};

/**
 * The buttons for the moves the API allows the store now (`storeNextStatuses`): the way forward
 * first, cancelling last. Nothing else is offered, so a button never meets a refusal it could foresee.
 */
export function storeActions(nextStatuses: readonly OrderStatus[]): StoreAction[] {
  const order: OrderStatus[] = ['CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
  return order
    .filter((status) => nextStatuses.includes(status))
    .map((status) => ({ status, ...ACTIONS[status as Exclude<OrderStatus, 'PENDING'>] }));
}
