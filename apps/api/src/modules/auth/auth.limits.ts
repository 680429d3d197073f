import { tryAgainIn } from '../../platform/errors';
import { isLoopbackAddress, type RateLimitRule } from '../../platform/rate-limit';

/**
 * How often one account, email or network address may try. Many Nigerian mobile users share one
 * public address (carrier NAT), so limits per address are generous and limits per account strict.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const AUTH_LIMITS = {
  wrongPasswordsPerAccount: { name: 'login_account', points: 5, durationSeconds: 15 * MINUTE },
  wrongPasswordsPerAddress: {
    name: 'login_address',
    points: 100,
    durationSeconds: 15 * MINUTE,
    exempt: isLoopbackAddress,
    perNetwork: true,
  },
  signUpsPerAddress: {
    name: 'signup_address',
    points: 30,
    durationSeconds: HOUR,
    exempt: isLoopbackAddress,
    perNetwork: true,
  },
  resetCodesPerEmail: { name: 'reset_request_email', points: 3, durationSeconds: HOUR },
  resetCodesPerAddress: {
    name: 'reset_request_address',
    points: 30,
    durationSeconds: HOUR,
    exempt: isLoopbackAddress,
    perNetwork: true,
  },
  /** Past this, typing codes for the email is locked for the day; the emailed link still works. */
  wrongCodesPerEmail: {
    name: 'reset_code_email',
    points: 10,
    durationSeconds: DAY,
    message: (seconds) =>
      `Too many wrong codes for this email today. Use the link in the email instead, or ${lowerFirst(tryAgainIn(seconds))}`,
  },
  wrongCodesPerAddress: {
    name: 'reset_code_address',
    points: 100,
    durationSeconds: HOUR,
    exempt: isLoopbackAddress,
    perNetwork: true,
  },
} satisfies Record<string, RateLimitRule>;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
