import type { LocationPrecision } from '@kasuwa/domain';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A geocoded address; never stored without coordinates. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullAddress: text('full_address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    city: text('city'),
    state: text('state'),
    /** How exactly the point stands for the address; null for rows stored before it was recorded. */
    precision: text('precision').$type<LocationPrecision>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_city_idx').on(t.city),
    check('locations_precision_check', sql`${t.precision} in ('PINNED', 'STREET', 'AREA', 'LGA', 'CITY', 'STATE')`),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
