import { RECORDED_SHOP_EVENT_TYPES } from '@kasuwa/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { manufacturers } from '../manufacturers/manufacturers.table';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** A 64-bit transaction id (PostgreSQL's xid8), kept as its decimal text. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * What happened in the shop, one row per event and brand concerned (a list showing three brands'
 * products is three rows), append-only. No name, email, address or user agent: the visitor and
 * the visit are random ids the browser made. Product, retailer and order ids are kept without
 * foreign keys: a product deleted later does not rewrite history, and inserts stay cheap. Rows
 * older than SHOP_EVENTS_RETENTION_DAYS are deleted by a job.
 */
export const shopEvents = pgTable(
  'shop_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The brand the event concerns, resolved on the server (a product's maker, a slug's store). */
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: RECORDED_SHOP_EVENT_TYPES }).notNull(),
    /** The browser's random id; null for order_placed (recorded from the order). */
    visitorId: text('visitor_id'),
    visitId: text('visit_id'),
    /** The visit's first page (store_viewed or product_viewed only). */
    landing: boolean('landing').notNull().default(false),
    /** product_listed: where the list was; search: 'store' (in the brand's store) or 'search' (the whole shop). */
    list: text('list'),
    productId: uuid('product_id'),
    /** A retailer (retailer_opened, directions_asked). */
    storeId: uuid('store_id'),
    orderId: uuid('order_id'),
    /** Normalised (trimmed, lower case). */
    term: text('term'),
    resultCount: integer('result_count'),
    /** added_to_cart: units; product_listed and search: how many of the brand's products were shown. */
    quantity: integer('quantity'),
    /** order_placed: the order's total (goods and delivery), kobo. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    /** The server's time when the event arrived (the browser's is only checked). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that wrote the event: the rollup reads events in (tx, id) order, and only of
     * transactions that have ended, since ids are taken at insert but transactions commit in any
     * order (decision 0030). Rows written before migration 0025 hold 0.
     */
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    // The rollup's order and its "behind" check.
    index('shop_events_tx_id_idx').on(t.tx, t.id),
    // Per-brand per-day reads (the rollup job, the dashboard's lists).
    index('shop_events_manufacturer_occurred_idx').on(t.manufacturerId, t.occurredAt),
    // Retention deletes by age; rows arrive in time order, so a BRIN index is tiny and enough.
    index('shop_events_occurred_brin_idx').using('brin', t.occurredAt),
    check('shop_events_type_check', sql.raw(`type in (${quoted(RECORDED_SHOP_EVENT_TYPES)})`)),
  ],
);

export type ShopEventRow = typeof shopEvents.$inferInsert;
