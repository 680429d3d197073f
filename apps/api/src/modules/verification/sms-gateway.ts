import { createHash, timingSafeEqual } from 'node:crypto';
import { hasControlCharacter } from '../../platform/unsafe-text';

/** The longest reply one SMS carries (GSM-7); a USSD screen takes about as much. */
export const SMS_REPLY_MAX_CHARS = 160;

/**
 * What Africa's Talking posts (application/x-www-form-urlencoded). An incoming SMS has `from`,
 * `to`, `text`, `date`, `id`, `linkId`, `networkCode`; a USSD session step has `sessionId`,
 * `serviceCode`, `phoneNumber`, `networkCode` and `text`, every answer of the session so far
 * joined by `*`.
 */
export type GatewayMessage =
  | { channel: 'sms'; phone: string; text: string }
  | { channel: 'ussd'; phone: string; text: string; sessionId: string };

/**
 * The message in a gateway's form fields, or null when it is neither an SMS nor a USSD step, or
 * its phone number holds a control character (the number is a rate-limit key, stored as text).
 */
export function parseGatewayMessage(fields: Record<string, unknown>): GatewayMessage | null {
  const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 500) : '');
  const message: GatewayMessage | null =
    field('sessionId') && field('phoneNumber')
      ? { channel: 'ussd', phone: field('phoneNumber'), text: field('text'), sessionId: field('sessionId') }
      : field('from')
        ? { channel: 'sms', phone: field('from'), text: field('text') }
        : null;
  return message && !hasControlCharacter(message.phone) ? message : null;
}

/** A keyword people put before the code ("VERIFY 7K3M-…", "Check 7k3m…"); the code is what follows. */
const KEYWORD = /^\s*(verify|check|kasuwa|ksw)\b[\s:.-]*/i;

/** The code a message carries: an SMS's text after a keyword, a USSD session's last answer. */
export function codeInMessage(message: GatewayMessage): string {
  const text = message.channel === 'ussd' ? (message.text.split('*').pop() ?? '') : message.text;
  return text.replace(KEYWORD, '').trim();
}

/**
 * Whether the request carries the gateway's shared secret. Compared in constant time (both sides
 * hashed first, so that the lengths match and the comparison's time says nothing about the secret).
 */
export function hasGatewaySecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * Fits a reply into one SMS: `compose(room)` writes the text with a name cut to `room` characters.
 * Starts with the whole name and shortens it (with three dots: an ellipsis is not in GSM-7 and would halve the SMS) until the text fits; whatever
 * still does not fit is cut at the limit.
 */
export function fitReply(compose: (cut: (name: string) => string) => string): string {
  for (let room = SMS_REPLY_MAX_CHARS; room >= 8; room -= 4) {
    const text = compose((name) => (name.length <= room ? name : `${name.slice(0, room - 1).trimEnd()}...`));
    if (text.length <= SMS_REPLY_MAX_CHARS) return text;
  }
  return compose((name) => name.slice(0, 8)).slice(0, SMS_REPLY_MAX_CHARS);
}
