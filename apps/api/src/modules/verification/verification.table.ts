import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productBatches, unitCodes } from '../batches/batches.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products } from '../products/products.table';
import { stores } from '../retailers/retailers.table';

/*
 * Shoppers' checks and fake reports (issue 11, items 4-8). The tables are created with the
 * batches' migration (one migration for the issue); the "verification" module owns them.
 * Verifiers who leave an email to hear of a recall are kept here too (recall_subscriptions),
 * next to the checks they made.
 */

export const VERIFICATION_RESULTS = [
  'GENUINE',
  'ALREADY_VERIFIED',
  'EXPIRED',
  'RECALLED',
  'MISTYPED',
  'NOT_FOUND',
] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

export const VERIFICATION_CHANNELS = ['web', 'api', 'sms'] as const;

/** One check of a code. No network address or user agent is kept; a place only if the shopper shared it. */
export const codeVerifications = pgTable(
  'code_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the code is not one of ours (MISTYPED, NOT_FOUND). */
    unitCodeId: uuid('unit_code_id').references(() => unitCodes.id, { onDelete: 'set null' }),
    /** The code's batch, kept so a maker's checks are counted without going through every code. */
    batchId: uuid('batch_id').references(() => productBatches.id, { onDelete: 'set null' }),
    result: text('result', { enum: VERIFICATION_RESULTS }).notNull(),
    channel: text('channel', { enum: VERIFICATION_CHANNELS }).notNull().default('web'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** A coarse place ("Ikeja, Lagos") for the "near PLACE" answer. */
    place: text('place'),
  },
  (t) => [
    index('code_verifications_code_idx').on(t.unitCodeId, t.verifiedAt),
    // A maker's figures per day read result and code from the index alone (migration 0011 widened it).
    index('code_verifications_batch_idx').on(t.batchId, t.verifiedAt, t.result, t.unitCodeId),
    // Likely copies: a maker's checks grouped code by code, in index order, without reading the table.
    index('code_verifications_batch_code_idx').on(t.batchId, t.unitCodeId, t.verifiedAt, t.latitude, t.longitude),
    check(
      'code_verifications_result_check',
      sql`${t.result} in ('GENUINE', 'ALREADY_VERIFIED', 'EXPIRED', 'RECALLED', 'MISTYPED', 'NOT_FOUND')`,
    ),
    check('code_verifications_channel_check', sql`${t.channel} in ('web', 'api', 'sms')`),
    check('code_verifications_place_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** A shopper's report of a suspected fake; it reaches the manufacturer. */
export const fakeReports = pgTable(
  'fake_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The code as the shopper gave it (it may be no code of ours). */
    code: text('code'),
    photoUrl: text('photo_url').notNull(),
    /** Where it was bought: one of the maker's retailers, or an address (the service asks for one). */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    boughtAtAddress: text('bought_at_address'),
    note: text('note').notNull().default(''),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fake_reports_manufacturer_created_idx').on(t.manufacturerId, t.createdAt)],
);

/** A verifier's email, to be told if the batch of the unit they checked is recalled. */
export const recallSubscriptions = pgTable(
  'recall_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recall_subscriptions_batch_email_key').on(t.batchId, sql`lower(${t.email})`)],
);
