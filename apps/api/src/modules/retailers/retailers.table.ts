import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { locations } from '../locations/locations.table';
import { manufacturers } from '../manufacturers/manufacturers.table';

/** A retailer that stocks a manufacturer's products (the spec's "store"). */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Branches may share a name at different addresses: the service refuses a same name at the same address.
    index('stores_manufacturer_name_idx').on(t.manufacturerId, sql`lower(${t.name})`),
    index('stores_location_id_idx').on(t.locationId),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
