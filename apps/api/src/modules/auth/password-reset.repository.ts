import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { sessions, users } from './auth.table';
import { passwordResets, type PasswordResetRow } from './password-reset.table';

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /** Closes every open code of the user and opens a new one, in `tx` (with the mail that carries it). */
  async replaceOpenCode(
    tx: Database,
    values: { userId: string; codeHash: string; linkTokenHash: string; expiresAt: Date },
    now: Date,
  ) {
    await tx
      .update(passwordResets)
      .set({ closedAt: now })
      .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.closedAt)));
    await tx.insert(passwordResets).values({ ...values, createdAt: now });
  }

  /**
   * Judges a code against the user's open one and counts the try in one statement: a wrong code
   * adds a failed attempt, a right one gets the reset token, and neither happens once the limit is
   * reached. PostgreSQL re-checks the row's conditions after taking its lock, so guesses sent
   * together cannot be judged past the limit. Undefined when there was no code left to judge.
   */
  async judgeCode(
    userId: string,
    codeHash: string,
    accept: { resetTokenHash: string; expiresAt: Date },
    limit: number,
    now: Date,
  ): Promise<{ matched: boolean; failedAttempts: number } | undefined> {
    const right = sql`${passwordResets.codeHash} = ${codeHash}`;
    const newest = this.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.closedAt)))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    const [row] = await this.db
      .update(passwordResets)
      .set({
        failedAttempts: sql`${passwordResets.failedAttempts} + case when ${right} then 0 else 1 end`,
        resetTokenHash: sql`case when ${right} then ${accept.resetTokenHash} else ${passwordResets.resetTokenHash} end`,
        expiresAt: sql`case when ${right} then ${accept.expiresAt} else ${passwordResets.expiresAt} end`,
      })
      .where(
        and(
          eq(passwordResets.id, sql`(${newest})`),
          isNull(passwordResets.closedAt),
          isNull(passwordResets.resetTokenHash),
          gt(passwordResets.expiresAt, now),
          sql`${passwordResets.failedAttempts} < ${limit}`,
        ),
      )
      .returning({ matched: sql<boolean>`${right}`, failedAttempts: passwordResets.failedAttempts });
    return row;
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

  /** The open reset a token (from a right code, or the emailed link) belongs to. */
  async findOpenByToken(tokenHash: string, now: Date): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(and(this.hasToken(tokenHash), isNull(passwordResets.closedAt), gt(passwordResets.expiresAt, now)));
    return row;
  }

  /**
   * Spends the token and sets the password in one transaction, and ends every session of the
   * user: the reset is closed as it is taken, so one token never sets a password twice.
   * False when the token was spent or expired meanwhile.
   */
  async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(passwordResets)
        .set({ closedAt: now })
        .where(and(this.hasToken(tokenHash), isNull(passwordResets.closedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      if (!taken) return false;
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, taken.userId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, taken.userId), isNull(sessions.revokedAt)));
      return true;
    });
  }

  private hasToken(tokenHash: string) {
    return or(eq(passwordResets.resetTokenHash, tokenHash), eq(passwordResets.linkTokenHash, tokenHash));
  }
}
