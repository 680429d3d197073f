import type { OrderActor, OrderEvent, OrderStatus, PaymentMethod, PaymentStatus } from './api/get-order';

/** The status as a badge says it to the shopper. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  PENDING: 'Waiting for the store',
  CONFIRMED: 'Confirmed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** The status in words for the one reading it: the store reads a pending order as new (its "New" tab). */
export function statusWords(status: OrderStatus, viewer: OrderViewer): string {
  return viewer === 'MANUFACTURER' && status === 'PENDING' ? 'New' : STATUS_WORDS[status];
}

export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  REFUND_DUE: 'Refund due',
};

export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  PAY_ON_DELIVERY: 'Pay on delivery',
  CARD: 'Card or bank transfer',
};

/** The way forward an order takes when nobody cancels it. */
export const ORDER_STEPS = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] as const satisfies readonly OrderStatus[];
export type OrderStep = (typeof ORDER_STEPS)[number];

/** What each step of the stepper is called (the first step is the shopper's, not the store's). */
export const STEP_WORDS: Record<OrderStep | 'CANCELLED', string> = {
  PENDING: 'Order placed',
  CONFIRMED: 'Confirmed by the store',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** Whose screen shows the timeline: each side reads its own moves as "you". */
export type OrderViewer = 'SHOPPER' | 'MANUFACTURER';

/** Who made a move, in words for the one reading it. */
export function actorWords(actor: OrderActor, viewer: OrderViewer): string {
  if (actor === viewer) return 'you';
  if (actor === 'SHOPPER') return 'the customer';
  if (actor === 'MANUFACTURER') return 'the store';
  return 'Kasuwa (payment not received in time)';
}

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStep;
  state: StepState;
  /** The timeline entry that reached this step; null while it is not reached. */
  event: OrderEvent | null;
}

export type OrderProgress =
  | { cancelled: false; steps: TimelineStep[] }
  /** The steps it had reached, then its cancellation (the entry null only if the timeline lacks it). */
  | { cancelled: true; steps: TimelineStep[]; cancellation: OrderEvent | null };

/**
 * The stepper for an order: every step up to its status is reached (with the entry that reached it,
 * when the timeline has one), the status itself is current, the rest are still to come. A cancelled
 * order keeps only the steps it had reached and ends in its cancellation.
 */
export function orderProgress(status: OrderStatus, timeline: readonly OrderEvent[]): OrderProgress {
  const eventOf = (step: OrderStatus) => timeline.findLast((event) => event.status === step) ?? null;
  if (status === 'CANCELLED') {
    const cancelled = eventOf('CANCELLED');
    const steps = ORDER_STEPS.filter((step) => step === 'PENDING' || eventOf(step) !== null).map(
      (step): TimelineStep => ({ status: step, state: 'done', event: eventOf(step) }),
    );
    return { cancelled: true, steps, cancellation: cancelled };
  }
  const reached = ORDER_STEPS.indexOf(status);
  const steps = ORDER_STEPS.map(
    (step, index): TimelineStep => ({
      status: step,
      state: index < reached || status === 'DELIVERED' ? 'done' : index === reached ? 'current' : 'upcoming',
      event: index <= reached ? eventOf(step) : null,
    }),
  );
  return { cancelled: false, steps };
}

/** Lagos time, whatever the viewer's own clock says. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});

const asDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "12 Jan 2026"; empty when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = asDate(iso);
  return date ? DATE_FORMAT.format(date) : '';
}

/** "12 Jan 2026, 14:05" in Lagos; empty when it is not a date. */
export function formatOrderTime(iso: string): string {
  const date = asDate(iso);
  return date ? DATE_TIME_FORMAT.format(date) : '';
}

/** How many things were bought: "1 item", "5 items" (`Order.itemCount`: the quantities added up). */
export function itemCountWords(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
