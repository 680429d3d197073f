import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazyRequire } from '../../platform/lazy-require';
import type { MailMessage, Mailer } from './mailer';

const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');

/** Sends through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer().createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
