/**
 * The password-reset journey across /forgotpassword -> /verify-otp -> /reset. Kept in
 * sessionStorage (this tab only, gone when it closes) so a reload does not lose the step.
 */
const EMAIL_KEY = 'kasuwa.reset.email';
const TICKET_KEY = 'kasuwa.reset.ticket';

interface Ticket {
  resetToken: string;
  expiresAt: string;
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the router state still carries the email on this visit.
  }
}

export function saveResetEmail(email: string): void {
  write(EMAIL_KEY, email);
  write(TICKET_KEY, null);
}

export const readResetEmail = (): string | null => read(EMAIL_KEY);

export function saveResetTicket(ticket: Ticket): void {
  write(TICKET_KEY, JSON.stringify(ticket));
}

/** The reset token from a checked code, or null when there is none or it has expired. */
export function readResetToken(now = new Date()): string | null {
  const raw = read(TICKET_KEY);
  if (!raw) return null;
  try {
    const ticket = JSON.parse(raw) as Partial<Ticket>;
    if (typeof ticket.resetToken !== 'string' || typeof ticket.expiresAt !== 'string') return null;
    return new Date(ticket.expiresAt).getTime() > now.getTime() ? ticket.resetToken : null;
  } catch {
    return null;
  }
}

export function clearResetFlow(): void {
  write(EMAIL_KEY, null);
  write(TICKET_KEY, null);
}
