import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products } from '../products/products.table';

/** A product a shopper saved with the heart; gone with the product or the account. */
export const favouriteProducts = pgTable(
  'favourite_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourite_products_user_saved_idx').on(t.userId, t.savedAt),
  ],
);

/** A brand store a shopper follows; gone with the store or the account. */
export const storeFollows = pgTable(
  'store_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The follower count reads by store.
  (t) => [primaryKey({ columns: [t.userId, t.manufacturerId] }), index('store_follows_store_idx').on(t.manufacturerId)],
);
