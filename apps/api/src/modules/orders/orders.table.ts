import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products } from '../products/products.table';

export const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['PAY_ON_DELIVERY', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['UNPAID', 'PAID', 'REFUND_DUE'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_ACTORS = ['SHOPPER', 'MANUFACTURER', 'SYSTEM'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One placeOrder call: the idempotency key lives here, since one checkout can make several orders. */
export const orderCheckouts = pgTable(
  'order_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the shopper deleted their account (decision 0021). */
    shopperId: uuid('shopper_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The card provider's id for the transaction that paid this checkout (its reference is our id). */
    paymentTransactionId: text('payment_transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's payment page: it initialises a reference once, so a replayed checkout answers this. */
    paymentRedirectUrl: text('payment_redirect_url'),
  },
  (t) => [uniqueIndex('order_checkouts_shopper_key').on(t.shopperId, t.idempotencyKey)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** KSW- and six characters people can read aloud. */
    number: text('number').notNull().unique(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => orderCheckouts.id, { onDelete: 'cascade' }),
    /** Null once the shopper deleted their account: the store keeps the order, anonymised (decision 0021). */
    shopperId: uuid('shopper_id').references(() => users.id, { onDelete: 'set null' }),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** Money as integer kobo. */
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    deliveryLongitude: doublePrecision('delivery_longitude'),
    recipientName: text('recipient_name').notNull(),
    /** E.164, e.g. +2348031234567. */
    phone: text('phone').notNull(),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_checkout_idx').on(t.checkoutId),
    // Keyset paging of each side's list, newest first (read backwards for oldest first).
    index('orders_shopper_created_idx').on(t.shopperId, t.createdAt, t.id),
    index('orders_manufacturer_created_idx').on(t.manufacturerId, t.createdAt, t.id),
    index('orders_manufacturer_total_idx').on(t.manufacturerId, t.totalKobo, t.id),
    index('orders_manufacturer_status_idx').on(t.manufacturerId, t.status),
    // The abandoned-card sweep looks only at unpaid card orders.
    index('orders_unpaid_card_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'CARD' and ${t.paymentStatus} = 'UNPAID' and ${t.status} = 'PENDING'`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    check('orders_money_check', sql`${t.subtotalKobo} >= 0 and ${t.deliveryFeeKobo} >= 0 and ${t.totalKobo} >= 0`),
  ],
);

/** What was bought, as it was at purchase: later edits or deletion of the product change nothing here. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    imageUrl: text('image_url').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The timeline: every status an order took, who moved it, and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    check('order_events_actor_check', sql`${t.actor} in (${inList(ORDER_ACTORS)})`),
  ],
);

/** What a brand store charges for delivery; a store without a row charges nothing. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    manufacturerId: uuid('manufacturer_id')
      .primaryKey()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull().default(0),
    /** Orders whose subtotal reaches this ship free; null: never free. */
    freeAboveKobo: bigint('free_above_kobo', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_settings_money_check', sql`${t.feeKobo} >= 0 and coalesce(${t.freeAboveKobo}, 0) >= 0`)],
);

export type CheckoutRow = typeof orderCheckouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type DeliverySettingsRow = typeof deliverySettings.$inferSelect;
