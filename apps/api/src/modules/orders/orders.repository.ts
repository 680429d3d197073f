import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from '../auth/auth.table';
import type { MailMessage } from '../mail/mailer';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products, type ProductRow } from '../products/products.table';
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

export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id'>;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id'>;

/** A product being bought, with what the checkout needs of its store. */
export interface CheckoutProduct {
  product: ProductRow;
  storeName: string;
  ownerEmail: string;
  /** The store's delivery charge; null when it never set one (it charges nothing). */
  delivery: { feeKobo: number; freeAboveKobo: number | null } | null;
}

/** Everything one checkout writes once its products are locked and priced. */
export interface CheckoutWrite {
  shopperId: string;
  stock: readonly { productId: string; quantity: number }[];
  orders: readonly OrderRow[];
  lines: readonly NewOrderLine[];
  events: readonly NewOrderEvent[];
  mails: readonly MailMessage[];
  now: Date;
}

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

  /**
   * The shopper's name and email with the orders an earlier checkout with this key made, oldest
   * first (none for a new key); null when there is no such shopper.
   */
  async shopperAndOrdersOfKey(
    shopperId: string,
    idempotencyKey: string,
  ): Promise<{ shopper: { email: string; name: string }; orders: OrderRow[] } | null> {
    const rows = await this.db
      .select({ email: users.email, name: users.name, order: orderColumns })
      .from(users)
      .leftJoin(
        orderCheckouts,
        and(eq(orderCheckouts.shopperId, users.id), eq(orderCheckouts.idempotencyKey, idempotencyKey)),
      )
      .leftJoin(orders, eq(orders.checkoutId, orderCheckouts.id))
      .where(eq(users.id, shopperId))
      .orderBy(asc(orders.createdAt), asc(orders.number));
    const [first] = rows;
    if (!first) return null;
    return {
      shopper: { email: first.email, name: first.name },
      orders: rows.flatMap((r) => (r.order?.id ? [r.order] : [])),
    };
  }

  /**
   * Inside a transaction: the products with their store's name, its owner's email and its delivery
   * charge, the products locked until the transaction ends (in id order, so that two checkouts, or
   * a checkout and a cancellation, never deadlock).
   */
  async lockCheckoutProducts(ids: readonly string[]): Promise<CheckoutProduct[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        product: products,
        storeName: manufacturers.brandStoreName,
        ownerEmail: users.email,
        feeKobo: deliverySettings.feeKobo,
        freeAboveKobo: deliverySettings.freeAboveKobo,
      })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .innerJoin(users, eq(users.id, manufacturers.ownerId))
      .leftJoin(deliverySettings, eq(deliverySettings.manufacturerId, products.manufacturerId))
      .where(inArray(products.id, [...ids]))
      .orderBy(asc(products.id))
      .for('update', { of: products });
    return rows.map(({ product, storeName, ownerEmail, feeKobo, freeAboveKobo }) => ({
      product,
      storeName,
      ownerEmail,
      delivery: feeKobo === null ? null : { feeKobo, freeAboveKobo },
    }));
  }

  /**
   * Writes a priced checkout in one statement (one round trip while its products are locked):
   * takes each line's quantity off its product where that much is left, inserts the orders, their
   * lines and first events, takes the bought products out of the shopper's cart and queues the
   * mails. Answers how many products had stock taken. An order number already taken fails the
   * statement, and with it the transaction: the caller draws new numbers and starts again.
   */
  async writeCheckout(write: CheckoutWrite): Promise<number> {
    const json = (rows: readonly object[]) => JSON.stringify(rows);
    const stock = json(write.stock.map((l) => ({ product_id: l.productId, quantity: l.quantity })));
    const placed = json(
      write.orders.map((o) => ({
        id: o.id,
        number: o.number,
        checkout_id: o.checkoutId,
        shopper_id: o.shopperId,
        manufacturer_id: o.manufacturerId,
        status: o.status,
        payment_method: o.paymentMethod,
        payment_status: o.paymentStatus,
        subtotal_kobo: o.subtotalKobo,
        delivery_fee_kobo: o.deliveryFeeKobo,
        total_kobo: o.totalKobo,
        delivery_address: o.deliveryAddress,
        delivery_latitude: o.deliveryLatitude,
        delivery_longitude: o.deliveryLongitude,
        recipient_name: o.recipientName,
        phone: o.phone,
        note: o.note,
        created_at: o.createdAt,
        updated_at: o.updatedAt,
      })),
    );
    const lines = json(
      write.lines.map((l) => ({
        order_id: l.orderId,
        product_id: l.productId,
        name: l.name,
        unit_price_kobo: l.unitPriceKobo,
        image_url: l.imageUrl,
        quantity: l.quantity,
      })),
    );
    const events = json(
      write.events.map((e) => ({
        order_id: e.orderId,
        status: e.status,
        actor: e.actor,
        actor_user_id: e.actorUserId ?? null,
        note: e.note ?? null,
        at: e.at,
      })),
    );
    const mails = json(write.mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text })));
    // Each part is a data-modifying CTE: PostgreSQL runs them all, on one snapshot, and checks the
    // lines' and events' foreign keys once the statement is done (the orders exist by then).
    const result = await this.db.execute(sql`
      with wanted as (
        select * from jsonb_to_recordset(${stock}::jsonb) as w(product_id uuid, quantity integer)
      ), taken as (
        update products set quantity = products.quantity - wanted.quantity
        from wanted
        where products.id = wanted.product_id and products.quantity >= wanted.quantity
        returning products.id
      ), placed as (
        insert into orders (id, number, checkout_id, shopper_id, manufacturer_id, status, payment_method,
          payment_status, subtotal_kobo, delivery_fee_kobo, total_kobo, delivery_address, delivery_latitude,
          delivery_longitude, recipient_name, phone, note, created_at, updated_at)
        select id, number, checkout_id, shopper_id, manufacturer_id, status, payment_method,
          payment_status, subtotal_kobo, delivery_fee_kobo, total_kobo, delivery_address, delivery_latitude,
          delivery_longitude, recipient_name, phone, note, created_at, updated_at
        from jsonb_populate_recordset(null::orders, ${placed}::jsonb)
      ), placed_lines as (
        insert into order_lines (order_id, product_id, name, unit_price_kobo, image_url, quantity)
        select order_id, product_id, name, unit_price_kobo, image_url, quantity
        from jsonb_populate_recordset(null::order_lines, ${lines}::jsonb)
      ), placed_events as (
        insert into order_events (order_id, status, actor, actor_user_id, note, at)
        select order_id, status, actor, actor_user_id, note, at
        from jsonb_populate_recordset(null::order_events, ${events}::jsonb)
      ), bought as (
        delete from cart_lines
        where user_id = ${write.shopperId} and product_id in (select product_id from wanted)
      ), mailed as (
        insert into outgoing_mails ("to", subject, text, created_at, not_before)
        select "to", subject, text, ${write.now.toISOString()}::timestamptz, ${write.now.toISOString()}::timestamptz
        from jsonb_populate_recordset(null::outgoing_mails, ${mails}::jsonb)
      )
      select count(*)::integer as taken from taken
    `);
    const [row] = (result as unknown as { rows: { taken: number }[] }).rows;
    return Number(row?.taken ?? 0);
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

  checkoutsByIds(ids: readonly string[]): Promise<CheckoutRow[]> {
    return this.db
      .select()
      .from(orderCheckouts)
      .where(inArray(orderCheckouts.id, [...ids]));
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

  /** How many of the shopper's orders are not finished yet: still moving, or owed a refund. */
  async openCountOfShopper(shopperId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.shopperId, shopperId),
          or(inArray(orders.status, ['PENDING', 'CONFIRMED', 'SHIPPED']), eq(orders.paymentStatus, 'REFUND_DUE')),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /**
   * Detaches the shopper's orders and checkouts from them and blanks what identified them (name,
   * phone, address, note); what was bought, for how much and when stays for the store's books.
   */
  async anonymiseShopper(shopperId: string, recipientName: string): Promise<number> {
    const changed = await this.db
      .update(orders)
      .set({
        shopperId: null,
        recipientName,
        phone: '',
        deliveryAddress: '',
        deliveryLatitude: null,
        deliveryLongitude: null,
        note: null,
      })
      .where(eq(orders.shopperId, shopperId))
      .returning({ id: orders.id });
    await this.db.update(orderCheckouts).set({ shopperId: null }).where(eq(orderCheckouts.shopperId, shopperId));
    return changed.length;
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
