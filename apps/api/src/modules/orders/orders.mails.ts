import { formatNaira, koboToNaira } from '@kasuwa/domain';
import type { MailMessage } from '../mail/mailer';
import type { OrderLineRow, OrderRow, OrderStatus } from './orders.table';

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

const STATUS_WORDS: Record<OrderStatus, string> = {
  PENDING: 'received',
  CONFIRMED: 'confirmed by the store',
  SHIPPED: 'on its way',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

type MailedLine = Pick<OrderLineRow, 'name' | 'quantity' | 'unitPriceKobo'>;

function orderSummary(order: OrderRow, lines: readonly MailedLine[], storeName: string): string {
  return [
    `${order.number} from ${storeName}`,
    ...lines.map((l) => `  ${l.quantity} × ${l.name}: ${naira(l.unitPriceKobo * l.quantity)}`),
    `  Delivery: ${order.deliveryFeeKobo === 0 ? 'free' : naira(order.deliveryFeeKobo)}`,
    `  Total: ${naira(order.totalKobo)}`,
  ].join('\n');
}

const payment = (order: OrderRow) =>
  order.paymentMethod === 'PAY_ON_DELIVERY' ? 'Pay on delivery' : 'Card (awaiting payment)';

export interface PlacedOrder {
  order: OrderRow;
  lines: MailedLine[];
  storeName: string;
  ownerEmail: string | null;
}

/** One mail to the shopper for the whole checkout, and one to each store's owner for its order. */
export function orderPlacedMails(
  shopper: { email: string; name: string },
  placed: readonly PlacedOrder[],
  ordersUrl: string,
): MailMessage[] {
  const first = placed[0];
  if (!first) return [];
  const toShopper: MailMessage = {
    to: shopper.email,
    subject: placed.length === 1 ? `Order ${first.order.number} received` : `Your ${placed.length} orders are received`,
    text: [
      `Hello ${shopper.name},`,
      '',
      'Thank you for your order. Each store ships its own goods:',
      '',
      ...placed.map((p) => orderSummary(p.order, p.lines, p.storeName) + '\n'),
      `Deliver to: ${first.order.recipientName}, ${first.order.deliveryAddress} (${first.order.phone})`,
      `Payment: ${payment(first.order)}`,
      '',
      `Follow your orders at ${ordersUrl}`,
    ].join('\n'),
  };
  const toStores = placed.flatMap((p): MailMessage[] =>
    p.ownerEmail
      ? [
          {
            to: p.ownerEmail,
            subject: `New order ${p.order.number}`,
            text: [
              `A new order for ${p.storeName}:`,
              '',
              orderSummary(p.order, p.lines, p.storeName),
              '',
              `Deliver to: ${p.order.recipientName}, ${p.order.deliveryAddress} (${p.order.phone})`,
              p.order.note ? `Note: ${p.order.note}` : '',
              `Payment: ${payment(p.order)}`,
              '',
              'Confirm it in your dashboard under Orders.',
            ].join('\n'),
          },
        ]
      : [],
  );
  return [toShopper, ...toStores];
}

export function orderStatusMail(
  shopper: { email: string; name: string },
  order: OrderRow,
  ordersUrl: string,
): MailMessage {
  return {
    to: shopper.email,
    subject: `Order ${order.number} is ${STATUS_WORDS[order.status]}`,
    text: [
      `Hello ${shopper.name},`,
      '',
      `Your order ${order.number} is ${STATUS_WORDS[order.status]}.`,
      order.status === 'CANCELLED' && order.cancelReason ? `Reason: ${order.cancelReason}` : '',
      order.paymentStatus === 'REFUND_DUE' ? 'You paid for it already: the store owes you a refund.' : '',
      '',
      `See it at ${ordersUrl}/${order.number}`,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}
