import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { orderLines } from '../orders/orders.table';
import { products } from '../products/products.table';

/**
 * A shopper's review of a product they received: one per order line (decision 0019), so only a
 * delivered purchase is reviewed and every review is a verified purchase.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; the review keeps the name the line was bought under. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's name and image as they were bought (the order line's, which never change). */
    productName: text('product_name').notNull(),
    productImageUrl: text('product_image_url').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** Our own upload's relative path, like every stored image. */
    photoUrl: text('photo_url'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** How many different people reported it; at REVIEW_HIDE_AFTER_REPORTS it is hidden. */
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The store's Reviews tab, newest first, and its rating (both skip hidden reviews).
    index('reviews_store_created_idx')
      .on(t.manufacturerId, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_author_created_idx').on(t.authorId, t.createdAt, t.id),
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_report_count_check', sql`${t.reportCount} >= 0`),
  ],
);

/** Who reported a review, why and when: one report per person and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterId] }), index('review_reports_reporter_idx').on(t.reporterId)],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewReportRow = typeof reviewReports.$inferSelect;
