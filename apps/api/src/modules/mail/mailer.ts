export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: through SMTP when configured, else into DATA_DIR/outbox for a developer to read. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
