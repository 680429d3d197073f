import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { passwordResets, type PasswordResetRow } from './password-reset.table';

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /** Closes every open code of the user and opens a new one. */
  async replaceOpenCode(values: { userId: string; codeHash: string; expiresAt: Date }, now: Date) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ closedAt: now })
        .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.closedAt)));
      await tx.insert(passwordResets).values({ ...values, createdAt: now });
    });
  }

  async countCreatedSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
    return row?.n ?? 0;
  }

  /** The user's newest code that is neither closed nor expired. */
  async findOpenCode(userId: string, now: Date): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.closedAt), gt(passwordResets.expiresAt, now)))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Counts one more wrong code in a single statement, so parallel guesses cannot slip past the
   * limit; the new count, or null when the limit was already reached.
   */
  async recordFailedAttempt(id: string, limit: number): Promise<number | null> {
    const [row] = await this.db
      .update(passwordResets)
      .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
      .where(and(eq(passwordResets.id, id), lt(passwordResets.failedAttempts, limit)))
      .returning({ failedAttempts: passwordResets.failedAttempts });
    return row?.failedAttempts ?? null;
  }

  async attachResetToken(id: string, resetTokenHash: string, expiresAt: Date) {
    await this.db.update(passwordResets).set({ resetTokenHash, expiresAt }).where(eq(passwordResets.id, id));
  }

  async findOpenByResetToken(resetTokenHash: string, now: Date): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.resetTokenHash, resetTokenHash),
          isNull(passwordResets.closedAt),
          gt(passwordResets.expiresAt, now),
        ),
      );
    return row;
  }

  async close(id: string, now: Date) {
    await this.db.update(passwordResets).set({ closedAt: now }).where(eq(passwordResets.id, id));
  }
}
