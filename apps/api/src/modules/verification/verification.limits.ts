import { tryAgainIn } from '../../platform/errors';
import { isLoopbackAddress, type RateLimitRule } from '../../platform/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const tooMany = (seconds: number) => `Too many checks. ${tryAgainIn(seconds)}`;

/**
 * How often codes may be checked. Checking is free and needs no account, so the limits are per
 * network address (generous: a carrier's NAT puts thousands of phones behind one), per phone
 * number for SMS and USSD (every message arrives from the gateway's address), and per code.
 * Codes nobody issued (mistyped or unknown) count on a much smaller allowance: that is what a
 * guesser spends. The arithmetic of guessing is in docs/decisions/0014-verifying-unit-codes.md.
 */
export const VERIFY_LIMITS = {
  checksPerAddress: {
    name: 'verify_address',
    points: 600,
    durationSeconds: 10 * MINUTE,
    exempt: isLoopbackAddress,
    perNetwork: true,
    message: tooMany,
  },
  /** Unknown and mistyped codes from one network: past this, the network's checks wait an hour. */
  missesPerAddress: {
    name: 'verify_miss_address',
    points: 60,
    durationSeconds: HOUR,
    blockSeconds: HOUR,
    exempt: isLoopbackAddress,
    perNetwork: true,
    message: tooMany,
  },
  checksPerPhone: { name: 'verify_phone', points: 30, durationSeconds: HOUR, message: tooMany },
  missesPerPhone: {
    name: 'verify_miss_phone',
    points: 10,
    durationSeconds: HOUR,
    blockSeconds: HOUR,
    message: tooMany,
  },
  /** One unit's label: a shop may scan it a few times, a copied label in circulation far more. */
  checksPerCode: { name: 'verify_code', points: 30, durationSeconds: HOUR, message: tooMany },
  /** Reports of a fake from one network (each may carry a photo). */
  reportsPerAddress: {
    name: 'fake_report_address',
    points: 20,
    durationSeconds: HOUR,
    exempt: isLoopbackAddress,
    perNetwork: true,
    message: (seconds) => `Too many reports. ${tryAgainIn(seconds)}`,
  },
} satisfies Record<string, RateLimitRule>;

/** Who is checking: a browser or partner by its network address, an SMS or USSD user by phone. */
export type Checker = { address: string } | { phone: string };
