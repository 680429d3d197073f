import { inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { sessions } from './auth.table';
import { passwordResets } from './password-reset.table';

/** Rows per statement, so that a large backlog never holds one long lock. */
const BATCH = 1_000;

/** Deletes what can no longer be used: sessions and reset codes that ended before a moment. */
export class AuthCleanupRepository {
  constructor(private readonly db: Database) {}

  /** Sessions expired or revoked before `cutoff`; returns how many were deleted. */
  async deleteSessionsEndedBefore(cutoff: Date): Promise<number> {
    const ended = or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff));
    return this.deleteInBatches(async () => {
      const batch = this.db.select({ id: sessions.id }).from(sessions).where(ended).limit(BATCH);
      const deleted = await this.db.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
      return deleted.length;
    });
  }

  /** Reset codes expired or closed (used, replaced) before `cutoff`; returns how many were deleted. */
  async deletePasswordResetsEndedBefore(cutoff: Date): Promise<number> {
    const ended = or(lt(passwordResets.expiresAt, cutoff), lt(passwordResets.closedAt, cutoff));
    return this.deleteInBatches(async () => {
      const batch = this.db.select({ id: passwordResets.id }).from(passwordResets).where(ended).limit(BATCH);
      const deleted = await this.db
        .delete(passwordResets)
        .where(inArray(passwordResets.id, batch))
        .returning({ id: passwordResets.id });
      return deleted.length;
    });
  }

  private async deleteInBatches(deleteBatch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await deleteBatch();
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
