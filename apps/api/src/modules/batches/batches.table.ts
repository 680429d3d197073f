import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../products/products.table';
import { stores } from '../retailers/retailers.table';

/** Raw bytes (a hash, a sealed secret), as Node Buffers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A production run of a product: what its unit codes, supplies and recalls belong to. */
export const productBatches = pgTable(
  'product_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    manufactureDate: timestamp('manufacture_date', { withTimezone: true }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    recallReason: text('recall_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_batches_product_number_key').on(t.productId, sql`lower(${t.number})`),
    index('product_batches_product_created_idx').on(t.productId, t.createdAt, t.id),
    // Product pages and lists show a product's recalls: few rows, so a small partial index.
    index('product_batches_recalled_idx')
      .on(t.productId, t.recalledAt)
      .where(sql`${t.recalledAt} is not null`),
    check('product_batches_dates_check', sql`${t.expiryDate} > ${t.manufactureDate}`),
    check('product_batches_quantity_check', sql`${t.quantity} >= 0`),
    check('product_batches_recall_check', sql`(${t.recalledAt} is null) = (${t.recallReason} is null)`),
  ],
);

/**
 * One code per unit. Only a keyed hash of the code is kept (HMAC-SHA256 of the normalised code
 * under CODE_HASH_KEY): a copy of the database does not reveal a single valid code.
 */
export const unitCodes = pgTable(
  'unit_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull(),
    codeHash: bytea('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How many times the code was checked, when first, and the first place a checker shared: what
     * every check answers, kept on the row (one update counts a check, and two checks of one label
     * at once are counted one after the other by the row's lock). Each check is also a row of
     * code_verifications, for the maker's figures.
     */
    verifications: integer('verifications').notNull().default(0),
    firstVerifiedAt: timestamp('first_verified_at', { withTimezone: true }),
    firstPlace: text('first_place'),
  },
  (t) => [
    uniqueIndex('unit_codes_code_hash_key').on(t.codeHash),
    unique('unit_codes_batch_serial_key').on(t.batchId, t.serial),
    check('unit_codes_serial_check', sql`${t.serial} >= 1`),
    check('unit_codes_verifications_check', sql`${t.verifications} >= 0`),
  ],
);

export const CODE_GENERATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CodeGenerationStatus = (typeof CODE_GENERATION_STATUSES)[number];

/**
 * A request for `requested` codes (serials first_serial .. first_serial + requested - 1). The
 * plain codes are derived from `sealed_seed` (a per-job secret, encrypted under a key derived
 * from CODE_HASH_KEY); the seed is erased once both downloads are done or the window has passed,
 * after which nobody, us included, can print those codes again.
 */
export const codeGenerationJobs = pgTable(
  'code_generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'cascade' }),
    requested: integer('requested').notNull(),
    done: integer('done').notNull().default(0),
    firstSerial: integer('first_serial').notNull(),
    status: text('status', { enum: CODE_GENERATION_STATUSES }).notNull().default('queued'),
    sealedSeed: bytea('sealed_seed'),
    downloadUntil: timestamp('download_until', { withTimezone: true }).notNull(),
    csvDownloadedAt: timestamp('csv_downloaded_at', { withTimezone: true }),
    pdfDownloadedAt: timestamp('pdf_downloaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('code_generation_jobs_batch_created_idx').on(t.batchId, t.createdAt),
    index('code_generation_jobs_status_idx').on(t.status),
    check('code_generation_jobs_requested_check', sql`${t.requested} >= 1`),
    check('code_generation_jobs_done_check', sql`${t.done} between 0 and ${t.requested}`),
    check('code_generation_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** Where a batch (or some of its units) went: one of the maker's retailers. */
export const batchSupplies = pgTable(
  'batch_supplies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Null: the retailer was supplied from the batch, without a count. */
    units: integer('units'),
    suppliedOn: date('supplied_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batch_supplies_batch_idx').on(t.batchId, t.suppliedOn),
    index('batch_supplies_store_idx').on(t.storeId),
    check('batch_supplies_units_check', sql`${t.units} is null or ${t.units} >= 1`),
  ],
);

export type ProductBatchRow = typeof productBatches.$inferSelect;
export type CodeGenerationJobRow = typeof codeGenerationJobs.$inferSelect;
export type BatchSupplyRow = typeof batchSupplies.$inferSelect;
