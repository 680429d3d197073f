import path from 'node:path';
import type { Logger } from '../../platform/logger';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from)
    : new OutboxMailer(path.join(options.dataDir, 'outbox'), options.logger, options.from);
}
