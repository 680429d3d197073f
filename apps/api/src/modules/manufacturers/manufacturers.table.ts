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

/**
 * Slugs a store had before a rename: `/{old slug}` keeps leading to the store, and no other store
 * may take the slug while this one exists (decision 0018).
 */
export const manufacturerPreviousSlugs = pgTable(
  'manufacturer_previous_slugs',
  {
    slug: text('slug').primaryKey(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manufacturer_previous_slugs_manufacturer_idx').on(t.manufacturerId)],
);

/** The business a user last chose to run: the dashboard opens it on every device, after every log-in. */
export const currentBusinesses = pgTable('current_businesses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // A deleted business is forgotten: the user's oldest business is current again.
  manufacturerId: uuid('manufacturer_id')
    .notNull()
    .references(() => manufacturers.id, { onDelete: 'cascade' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
});
