import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.table';

/**
 * A 4-digit code and a one-time link sent by e-mail. A right code is exchanged for a reset token;
 * the link carries its own token. Either token lets the user set a new password once. Only
 * hashes are stored.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    resetTokenHash: text('reset_token_hash').unique(),
    linkTokenHash: text('link_token_hash').unique(),
    /** Set when the code is replaced by a newer one or the password has been reset. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId, t.createdAt)],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
