import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../platform/logger';
import type { MailMessage, Mailer } from './mailer';

/**
 * Without an SMTP server, each message becomes a JSON file in the outbox folder and a log line,
 * so a developer (and the browser tests) can read the code that was "sent".
 */
export class OutboxMailer implements Mailer {
  /** Orders files written within the same millisecond, so their names sort as they were sent. */
  private sequence = 0;

  constructor(
    private readonly outboxDir: string,
    private readonly logger: Logger,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const sentAt = new Date().toISOString();
    const order = String((this.sequence += 1) % 1e6).padStart(6, '0');
    const file = path.join(this.outboxDir, `${sentAt.replace(/[:.]/g, '-')}-${order}-${randomUUID()}.json`);
    // Written aside, then renamed: a reader never sees half a mail.
    await writeFile(`${file}.part`, JSON.stringify({ from: this.from, ...message, sentAt }, null, 2));
    await rename(`${file}.part`, file);
    // Not the subject or text: they carry reset codes and links, and logs travel further than this folder.
    this.logger.info({ to: message.to, file }, 'mail written to the outbox');
  }
}
