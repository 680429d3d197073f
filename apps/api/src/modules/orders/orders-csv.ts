import { koboToNaira } from '@kasuwa/domain';
import type { OrderLineRow, OrderRow } from './orders.table';

export const CSV_HEADER = [
  'number',
  'date',
  'customer',
  'phone',
  'items',
  'total (naira)',
  'payment method',
  'payment status',
  'status',
];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run
 * as a formula (= + - @, or a tab or carriage return before one) gets a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function orderCsvRow(order: OrderRow, lines: readonly OrderLineRow[]): string {
  return csvRow([
    order.number,
    order.createdAt.toISOString(),
    order.recipientName,
    order.phone,
    lines.map((l) => `${l.quantity} x ${l.name}`).join('; '),
    koboToNaira(order.totalKobo).toFixed(2),
    order.paymentMethod,
    order.paymentStatus,
    order.status,
  ]);
}
