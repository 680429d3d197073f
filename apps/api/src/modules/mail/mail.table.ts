import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to go out, written in the same transaction as what it tells about (an order, a
 * reset); a background job sends it, so a slow mail server never delays a request and a crash
 * never loses a message.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: the next try after a failure, or while a sender has claimed it. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_mails_due_idx')
      .on(t.notBefore)
      .where(sql`${t.sentAt} is null`),
  ],
);

export type OutgoingMailRow = typeof outgoingMails.$inferSelect;
