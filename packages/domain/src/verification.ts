import { z } from 'zod';
import { haversineKm, type LatLng } from './distance';
import { EARTH_RADIUS_KM } from './limits';
import { emailSchema } from './validation';

export const FAKE_REPORT_NOTE_MAX = 1000;
export const FAKE_REPORT_ADDRESS_MAX = 300;

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/**
 * A report of a suspected fake: which maker's product, a photo, where it was bought (one of the
 * maker's retailers, or an address), a note and, if the shopper wants a reply, an email. The form
 * and the API read the same messages from here.
 */
export const fakeReportSchema = z
  .object({
    manufacturerId: z.string({ error: 'Choose the brand on the label' }).trim().min(1, 'Choose the brand on the label'),
    productId: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
    code: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(64).optional()),
    photoUrl: z.string({ error: 'Add a photo of the product' }).trim().min(1, 'Add a photo of the product'),
    storeId: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
    boughtAtAddress: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z
        .string()
        .trim()
        .max(FAKE_REPORT_ADDRESS_MAX, `Must be at most ${FAKE_REPORT_ADDRESS_MAX} characters`)
        .optional(),
    ),
    note: z.preprocess(
      (v) => (blank(v) ? '' : v),
      z.string().trim().max(FAKE_REPORT_NOTE_MAX, `Must be at most ${FAKE_REPORT_NOTE_MAX} characters`),
    ),
    email: z.preprocess((v) => (blank(v) ? undefined : v), emailSchema.optional()),
  })
  .refine((r) => r.storeId !== undefined || r.boughtAtAddress !== undefined, {
    message: 'Say where you bought it: choose the shop or type its address',
    path: ['boughtAtAddress'],
  });
export type FakeReportInput = z.input<typeof fakeReportSchema>;

/** The manufacturer's figures count days as they are in Nigeria. */
export const VERIFICATION_TIME_ZONE = 'Africa/Lagos';

/** The period of the manufacturer's verification figures: the last N days, today included. */
export const VERIFICATION_STATS_DAYS_MIN = 1;
export const VERIFICATION_STATS_DAYS_MAX = 365;
export const VERIFICATION_STATS_DAYS_DEFAULT = 30;
export const VERIFICATION_STATS_DAYS_MESSAGE = `Choose a period of ${VERIFICATION_STATS_DAYS_MIN} to ${VERIFICATION_STATS_DAYS_MAX} days.`;

export const verificationStatsSchema = z.object({
  days: z.preprocess(
    (v) => (v === null || v === undefined ? VERIFICATION_STATS_DAYS_DEFAULT : v),
    z
      .number({ error: VERIFICATION_STATS_DAYS_MESSAGE })
      .int(VERIFICATION_STATS_DAYS_MESSAGE)
      .min(VERIFICATION_STATS_DAYS_MIN, VERIFICATION_STATS_DAYS_MESSAGE)
      .max(VERIFICATION_STATS_DAYS_MAX, VERIFICATION_STATS_DAYS_MESSAGE),
  ),
});

/**
 * A label is likely copied when its code was checked more than this many times (a shopper checks
 * a unit once or twice; a label printed on a batch of fakes is checked by every buyer) ...
 */
export const LIKELY_COPY_CHECKS_OVER = 3;
/** ... or when two checks that shared a place were more than this far apart. */
export const LIKELY_COPY_DISTANCE_KM = 100;

export const LIKELY_COPY_REASONS = ['MANY_CHECKS', 'FAR_APART'] as const;
export type LikelyCopyReason = (typeof LIKELY_COPY_REASONS)[number];

/** Why a code's checks make it a likely copy; empty when they do not. */
export function likelyCopyReasons(verifications: number, farthestApartKm: number | null): LikelyCopyReason[] {
  const reasons: LikelyCopyReason[] = [];
  if (verifications > LIKELY_COPY_CHECKS_OVER) reasons.push('MANY_CHECKS');
  if (farthestApartKm !== null && farthestApartKm > LIKELY_COPY_DISTANCE_KM) reasons.push('FAR_APART');
  return reasons;
}

/** The greatest distance between any two of the places (km), or null with fewer than two. */
export function farthestApartKm(points: readonly LatLng[]): number | null {
  const distinct = [...new Map(points.map((p) => [`${p.latitude},${p.longitude}`, p])).values()];
  if (points.length < 2) return null;
  let farthest = 0;
  distinct.forEach((a, i) => {
    for (const b of distinct.slice(i + 1)) farthest = Math.max(farthest, haversineKm(a, b));
  });
  return farthest;
}

/**
 * Two places more than `km` apart always have latitudes and longitudes that differ by more than
 * this many degrees in all (the great circle is no longer than going along a meridian, then a
 * parallel), so a database can rule codes out by their checks' bounding box before any distance.
 */
export function degreesSpannedBeyond(km: number): number {
  return (km / EARTH_RADIUS_KM) * (180 / Math.PI);
}
