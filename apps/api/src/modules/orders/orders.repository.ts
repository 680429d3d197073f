import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type CheckoutRow,
  deliverySettings,
  orderCheckouts,
  orderEvents,
  orderLines,
  orders,
  type DeliverySettingsRow,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
  type OrderStatus,
  type PaymentStatus,
} from './orders.table';

export const ORDER_SORTS = ['NEWEST', 'OLDEST', 'TOTAL'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Each order ends on the id, so rows that tie still come in one fixed order (keyset paging). */
const SORTS: Record<OrderSort, { key: AnyColumn; direction: 'asc' | 'desc'; cast: string }> = {
  NEWEST: { key: orders.createdAt, direction: 'desc', cast: 'timestamptz' },
  OLDEST: { key: orders.createdAt, direction: 'asc', cast: 'timestamptz' },
  TOTAL: { key: orders.totalKobo, direction: 'desc', cast: 'bigint' },
};

export interface OrderFilter {
  shopperId?: string;
  manufacturerId?: string;
  statuses?: readonly OrderStatus[] | null;
  /** Part of the order number or of the recipient's name. */
  search?: string | null;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id'>;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id'>;

export class OrdersRepository {
  constructor(private readonly db: Database) {}

  /** The checkout's id, or null when this shopper already used this key. */
  async insertCheckout(shopperId: string, idempotencyKey: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .insert(orderCheckouts)
      .values({ shopperId, idempotencyKey, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: orderCheckouts.id });
    return row?.id ?? null;
  }

  /** The orders an earlier checkout with this key made, oldest first. */
  ordersOfCheckoutKey(shopperId: string, idempotencyKey: string): Promise<OrderRow[]> {
    return this.db
      .select(orderColumns)
      .from(orders)
      .innerJoin(orderCheckouts, eq(orders.checkoutId, orderCheckouts.id))
      .where(and(eq(orderCheckouts.shopperId, shopperId), eq(orderCheckouts.idempotencyKey, idempotencyKey)))
      .orderBy(asc(orders.createdAt), asc(orders.number));
  }

  /**
   * Inserts orders under the numbers given; a number already taken is skipped (on conflict do
   * nothing keeps the transaction alive) and the caller retries those with new numbers.
   */
  insertOrders(rows: readonly (NewOrder & { number: string })[]): Promise<OrderRow[]> {
    return this.db
      .insert(orders)
      .values([...rows])
      .onConflictDoNothing({ target: orders.number })
      .returning();
  }

  async insertLines(rows: readonly NewOrderLine[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(orderLines).values([...rows]);
  }

  async insertEvents(rows: readonly NewOrderEvent[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(orderEvents).values([...rows]);
  }

  async findByNumber(number: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.number, number));
    return row;
  }

  /**
   * Moves the order from `from` only if it is still there (another request may have moved it
   * meanwhile); undefined when it was not.
   */
  async move(
    id: string,
    from: { status: OrderStatus; paymentStatus: PaymentStatus },
    change: { status: OrderStatus; paymentStatus: PaymentStatus; cancelReason?: string | null },
    now: Date,
  ): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ ...change, updatedAt: now })
      // The payment status too: a card payment confirmed meanwhile must not be overwritten.
      .where(and(eq(orders.id, id), eq(orders.status, from.status), eq(orders.paymentStatus, from.paymentStatus)))
      .returning();
    return row;
  }

  /** The checkout, locked until the transaction ends: a webhook and a return confirming it at once take turns. */
  async lockCheckout(id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(orderCheckouts).where(eq(orderCheckouts.id, id)).for('update');
    return row;
  }

  async findCheckout(id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(orderCheckouts).where(eq(orderCheckouts.id, id));
    return row;
  }

  ordersOfCheckout(checkoutId: string): Promise<OrderRow[]> {
    return this.db
      .select(orderColumns)
      .from(orders)
      .where(eq(orders.checkoutId, checkoutId))
      .orderBy(asc(orders.createdAt), asc(orders.number));
  }

  async savePaymentRedirect(checkoutId: string, url: string): Promise<void> {
    await this.db.update(orderCheckouts).set({ paymentRedirectUrl: url }).where(eq(orderCheckouts.id, checkoutId));
  }

  /**
   * Records the provider's transaction on the checkout and marks its unpaid orders paid (an order
   * cancelled meanwhile is owed back: REFUND_DUE).
   */
  async markCheckoutPaid(checkoutId: string, transactionId: string | null, now: Date): Promise<OrderRow[]> {
    await this.db
      .update(orderCheckouts)
      .set({ paymentTransactionId: transactionId, paidAt: now })
      .where(eq(orderCheckouts.id, checkoutId));
    return this.db
      .update(orders)
      .set({
        paymentStatus: sql`case when ${orders.status} = 'CANCELLED' then 'REFUND_DUE' else 'PAID' end`,
        updatedAt: now,
      })
      .where(and(eq(orders.checkoutId, checkoutId), eq(orders.paymentStatus, 'UNPAID')))
      .returning();
  }

  /** Up to `limit` rows in `sort` order after the row at `after`. */
  page(
    filter: OrderFilter,
    sort: OrderSort,
    limit: number,
    after?: { value: string | number; id: string },
  ): Promise<OrderRow[]> {
    const { key, direction, cast } = SORTS[sort];
    const order = direction === 'asc' ? asc : desc;
    const afterCondition = after
      ? direction === 'asc'
        ? sql`(${key}, ${orders.id}) > (${after.value}::${sql.raw(cast)}, ${after.id}::uuid)`
        : sql`(${key}, ${orders.id}) < (${after.value}::${sql.raw(cast)}, ${after.id}::uuid)`
      : undefined;
    return this.db
      .select()
      .from(orders)
      .where(and(orderCondition(filter), afterCondition))
      .orderBy(order(key), order(orders.id))
      .limit(limit);
  }

  async count(filter: OrderFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders).where(orderCondition(filter));
    return Number(row?.n ?? 0);
  }

  /** Card orders still unpaid and pending that were placed before `before`, at most `limit`. */
  abandonedCardOrders(before: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, 'CARD'),
          eq(orders.paymentStatus, 'UNPAID'),
          eq(orders.status, 'PENDING'),
          lt(orders.createdAt, before),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  }

  linesOf(orderIds: readonly string[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .orderBy(asc(orderLines.orderId), asc(orderLines.name), asc(orderLines.id));
  }

  eventsOf(orderIds: readonly string[]): Promise<OrderEventRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [...orderIds]))
      .orderBy(asc(orderEvents.orderId), asc(orderEvents.at), asc(orderEvents.id));
  }

  deliverySettingsOf(manufacturerIds: readonly string[]): Promise<DeliverySettingsRow[]> {
    if (manufacturerIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(deliverySettings)
      .where(inArray(deliverySettings.manufacturerId, [...manufacturerIds]));
  }

  async saveDeliverySettings(
    manufacturerId: string,
    values: { feeKobo: number; freeAboveKobo: number | null },
    now: Date,
  ): Promise<DeliverySettingsRow> {
    const [row] = await this.db
      .insert(deliverySettings)
      .values({ manufacturerId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: deliverySettings.manufacturerId, set: { ...values, updatedAt: now } })
      .returning();
    if (!row) throw new Error('upsert into delivery_settings returned no row');
    return row;
  }
}

const orderColumns = {
  id: orders.id,
  number: orders.number,
  checkoutId: orders.checkoutId,
  shopperId: orders.shopperId,
  manufacturerId: orders.manufacturerId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  subtotalKobo: orders.subtotalKobo,
  deliveryFeeKobo: orders.deliveryFeeKobo,
  totalKobo: orders.totalKobo,
  deliveryAddress: orders.deliveryAddress,
  deliveryLatitude: orders.deliveryLatitude,
  deliveryLongitude: orders.deliveryLongitude,
  recipientName: orders.recipientName,
  phone: orders.phone,
  note: orders.note,
  cancelReason: orders.cancelReason,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** The sort value of `row` in `sort` order, as a cursor keeps it. */
export function orderSortValue(row: OrderRow, sort: OrderSort): string | number {
  return sort === 'TOTAL' ? row.totalKobo : row.createdAt.toISOString();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function orderCondition(filter: OrderFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    filter.shopperId ? eq(orders.shopperId, filter.shopperId) : undefined,
    filter.manufacturerId ? eq(orders.manufacturerId, filter.manufacturerId) : undefined,
    filter.statuses && filter.statuses.length > 0 ? inArray(orders.status, [...new Set(filter.statuses)]) : undefined,
    search
      ? or(ilike(orders.number, `%${escapeLike(search)}%`), ilike(orders.recipientName, `%${escapeLike(search)}%`))
      : undefined,
  );
}
