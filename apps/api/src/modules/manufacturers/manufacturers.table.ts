import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';
import { locations } from '../locations/locations.table';

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A user's brand stores go with the account.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The store's display name (the brand store name). */
    name: text('name').notNull(),
    businessName: text('business_name').notNull(),
    brandStoreName: text('brand_store_name').notNull(),
    slug: text('slug').notNull().unique(),
    industry: text('industry').notNull(),
    productCategory: text('product_category')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandImage: text('brand_image'),
    // A location in use cannot be deleted out from under its store.
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manufacturers_owner_id_idx').on(t.ownerId),
    index('manufacturers_location_id_idx').on(t.locationId),
    check(
      'manufacturers_industry_check',
      sql`${t.industry} in ('BEAUTY_AND_COSMETICS', 'CONSUMER_GOODS', 'OTC_PHARMACEUTICALS')`,
    ),
  ],
);

export type ManufacturerRow = typeof manufacturers.$inferSelect;
