import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * A counter of changes to what anonymous shoppers read (stores, products, retailers and the like),
 * spread over a few rows so that concurrent writers seldom wait for one another: a trigger on
 * each of those tables adds one to a row in the same transaction as the write (migration 0024),
 * so the sum of all rows grows whenever a committed change may alter a public answer. The
 * response cache (app/response-cache.ts) keeps answers only for the sum they were made at.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  stripe: smallint('stripe').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
