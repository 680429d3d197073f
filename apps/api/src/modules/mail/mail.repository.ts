import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { MailMessage } from './mailer';
import { outgoingMails, type OutgoingMailRow } from './mail.table';

export class MailRepository {
  constructor(private readonly db: Database) {}

  async insert(messages: readonly MailMessage[], now: Date, db: Database = this.db): Promise<void> {
    if (messages.length === 0) return;
    await db
      .insert(outgoingMails)
      .values(messages.map(({ to, subject, text }) => ({ to, subject, text, createdAt: now, notBefore: now })));
  }

  /**
   * Takes up to `limit` due mails for this sender until `claimUntil`, in one statement, so two
   * senders (two instances) never take the same mail.
   */
  async claimDue(now: Date, claimUntil: Date, limit: number, maxAttempts: number): Promise<OutgoingMailRow[]> {
    const due = this.db
      .select({ id: outgoingMails.id })
      .from(outgoingMails)
      .where(
        and(isNull(outgoingMails.sentAt), lte(outgoingMails.notBefore, now), lt(outgoingMails.attempts, maxAttempts)),
      )
      .orderBy(outgoingMails.notBefore)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(outgoingMails)
      .set({ notBefore: claimUntil, attempts: sql`${outgoingMails.attempts} + 1` })
      .where(inArray(outgoingMails.id, due))
      .returning();
  }

  async markSent(ids: readonly string[], now: Date) {
    if (ids.length === 0) return;
    await this.db
      .update(outgoingMails)
      .set({ sentAt: now, lastError: null })
      .where(inArray(outgoingMails.id, [...ids]));
  }

  async markFailed(id: string, error: string, retryAt: Date) {
    await this.db
      .update(outgoingMails)
      .set({ lastError: error.slice(0, 500), notBefore: retryAt })
      .where(eq(outgoingMails.id, id));
  }

  /** Sent mails older than `before` are of no use any more. */
  async deleteSentBefore(before: Date) {
    await this.db.delete(outgoingMails).where(lte(outgoingMails.sentAt, before));
  }
}
