import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { manufacturers } from '../manufacturers/manufacturers.table';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    category: text('category'),
    /** Money as integer kobo. */
    retailPriceKobo: bigint('retail_price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    batchNumber: integer('batch_number').notNull(),
    batchQuantity: integer('batch_quantity'),
    barCode: text('bar_code'),
    manufactureDate: timestamp('manufacture_date', { withTimezone: true }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_manufacturer_name_key').on(t.manufacturerId, sql`lower(${t.name})`),
    index('products_category_idx').on(t.category),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Keyset paging: each sort order of a store's products, and the newest across all stores
    // (ascending indexes serve the descending orders too, read backwards).
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_manufacturer_created_idx').on(t.manufacturerId, t.createdAt, t.id),
    index('products_manufacturer_price_idx').on(t.manufacturerId, t.retailPriceKobo, t.id),
    index('products_manufacturer_name_idx').on(t.manufacturerId, sql`lower(${t.name})`, t.id),
    index('products_manufacturer_quantity_idx').on(t.manufacturerId, t.quantity, t.id),
    check('products_retail_price_check', sql`${t.retailPriceKobo} >= 0`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
