import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailMessage, Mailer } from './mailer';
import { MailRepository } from './mail.repository';

export const DELIVER_MAIL_JOB = 'mail.deliver';
const BATCH = 20;
const CLAIM_MS = 5 * 60_000;
/** After this many failed tries a mail stays unsent (its last error kept for a person to read). */
const MAX_ATTEMPTS = 8;
const SENT_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** Mail goes into a table first (in the caller's transaction when given) and out by a background job. */
export class MailService {
  private readonly repository: MailRepository;

  constructor(
    db: Database,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {
    this.repository = new MailRepository(db);
    jobs.work(DELIVER_MAIL_JOB, async () => void (await this.deliverDue()), { retryLimit: 0 });
  }

  /** Schedules the delivery job every minute: it picks up whatever a crash or an outage left. */
  async scheduleDelivery() {
    await this.jobs.every(DELIVER_MAIL_JOB, 60);
  }

  /**
   * Queues mail. Pass the transaction the mail belongs to, so it is sent exactly when that
   * commits; the sender is nudged at once (after the caller commits, it finds the rows).
   */
  async queue(messages: MailMessage | readonly MailMessage[], tx?: Database): Promise<void> {
    await this.repository.insert(Array.isArray(messages) ? messages : [messages as MailMessage], this.clock(), tx);
    if (tx) this.queuedInTransaction();
    else await this.nudge(0);
  }

  /**
   * The caller wrote mails into the outbox in its own transaction: the sender looks a second later.
   * Not awaited: on PostgreSQL the job queue needs a connection of its own, and a transaction that
   * holds row locks while it waits for one can wait for ever once every connection of the pool is
   * a checkout waiting for those locks (50 checkouts of one product did). The nudge is only a hint:
   * the delivery job also runs every minute.
   */
  queuedInTransaction(): void {
    this.nudge(1).catch(this.onError);
  }

  private async nudge(afterSeconds: number): Promise<void> {
    await this.jobs.send(DELIVER_MAIL_JOB, {}, { singletonKey: 'due', startAfterSeconds: afterSeconds });
  }

  /** Sends every due mail; failures wait longer each time (1, 2, 4 ... minutes). */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.clock();
      const batch = await this.repository.claimDue(now, new Date(now.getTime() + CLAIM_MS), BATCH, MAX_ATTEMPTS);
      // In the order they were written: a second reset mail must not arrive before the first.
      batch.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const sentIds: string[] = [];
      for (const mail of batch) {
        try {
          await this.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
          sentIds.push(mail.id);
        } catch (error) {
          this.onError(error);
          const retryAt = new Date(this.clock().getTime() + 60_000 * 2 ** Math.min(mail.attempts - 1, 6));
          await this.repository.markFailed(mail.id, error instanceof Error ? error.message : String(error), retryAt);
        }
      }
      // One statement for the batch: a crash before it sends these again once their claim ends.
      await this.repository.markSent(sentIds, this.clock());
      sent += sentIds.length;
      if (batch.length < BATCH) break;
    }
    await this.repository.deleteSentBefore(new Date(this.clock().getTime() - SENT_KEPT_DAYS * DAY_MS));
    return sent;
  }
}
