import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';

/** A shopper's saved delivery address (Home, Work...), always placed on the map. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** E.164, e.g. +2348031234567. */
    phone: text('phone').notNull(),
    fullAddress: text('full_address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt, t.id),
    // The database itself holds the rule: one default per user.
    uniqueIndex('saved_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type NewSavedAddress = typeof savedAddresses.$inferInsert;
