import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { AuthCleanupRepository } from './auth-cleanup.repository';

export const AUTH_CLEANUP_JOB = 'auth.cleanup';
const HOUR_SECONDS = 60 * 60;
/** Ended rows are kept a day: long enough for the per-day reset-attempt limits to count them. */
const KEPT_AFTER_END_MS = 24 * 60 * 60_000;

/** Deletes sessions and password-reset codes a day after they expired, were revoked or closed. */
export class AuthCleanupService {
  private readonly repository: AuthCleanupRepository;

  constructor(
    db: Database,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {
    this.repository = new AuthCleanupRepository(db);
    jobs.work(AUTH_CLEANUP_JOB, async () => void (await this.deleteEnded()), { retryLimit: 1 });
  }

  /** Runs the cleanup every hour (on one instance at a time). */
  async scheduleCleanup() {
    await this.jobs.every(AUTH_CLEANUP_JOB, HOUR_SECONDS);
  }

  async deleteEnded(): Promise<{ sessions: number; passwordResets: number }> {
    const cutoff = new Date(this.clock().getTime() - KEPT_AFTER_END_MS);
    return {
      sessions: await this.repository.deleteSessionsEndedBefore(cutoff),
      passwordResets: await this.repository.deletePasswordResetsEndedBefore(cutoff),
    };
  }
}
