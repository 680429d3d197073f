import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Counters of the rate limits on PostgreSQL, in the layout rate-limiter-flexible reads and writes. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Milliseconds since the epoch when the count ends. */
  expire: bigint('expire', { mode: 'number' }),
});
