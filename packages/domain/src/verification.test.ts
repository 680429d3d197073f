import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance';
import {
  degreesSpannedBeyond,
  farthestApartKm,
  LIKELY_COPY_DISTANCE_KM,
  likelyCopyReasons,
  verificationStatsSchema,
  VERIFICATION_STATS_DAYS_MESSAGE,
} from './verification';

describe('likely copies', () => {
  it('are codes checked more than 3 times, or checked more than 100 km apart', () => {
    expect(likelyCopyReasons(3, 99.9)).toEqual([]);
    expect(likelyCopyReasons(4, null)).toEqual(['MANY_CHECKS']);
    expect(likelyCopyReasons(2, 100.1)).toEqual(['FAR_APART']);
    expect(likelyCopyReasons(2, 100)).toEqual([]);
    expect(likelyCopyReasons(9, 400)).toEqual(['MANY_CHECKS', 'FAR_APART']);
  });

  it('measure the greatest distance between any two places, null with fewer than two', () => {
    const ikeja = { latitude: 6.6, longitude: 3.35 };
    const enugu = { latitude: 6.46, longitude: 7.55 };
    const ibadan = { latitude: 7.38, longitude: 3.9 };
    expect(farthestApartKm([])).toBeNull();
    expect(farthestApartKm([ikeja])).toBeNull();
    expect(farthestApartKm([ikeja, ikeja])).toBe(0);
    expect(farthestApartKm([ikeja, ibadan, enugu, ikeja])).toBe(
      Math.max(haversineKm(ikeja, enugu), haversineKm(ibadan, enugu), haversineKm(ikeja, ibadan)),
    );
  });

  it('rule out by degrees only places that cannot be farther apart than the distance', () => {
    const span = degreesSpannedBeyond(LIKELY_COPY_DISTANCE_KM);
    expect(span).toBeCloseTo(0.8993, 4);
    // Random pairs across and beyond Nigeria: any pair farther apart than 100 km spans more degrees.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < 20_000; i++) {
      const a = { latitude: 9 + random() * 60, longitude: 8 + random() * 60 };
      const b = { latitude: a.latitude + random() * 1.5, longitude: a.longitude + random() * 1.5 };
      const degrees = Math.abs(a.latitude - b.latitude) + Math.abs(a.longitude - b.longitude);
      if (haversineKm(a, b) > LIKELY_COPY_DISTANCE_KM) expect(degrees).toBeGreaterThan(span);
    }
  });
});

describe('the period of the verification figures', () => {
  it('is 30 days when not given, 1 to 365 days otherwise', () => {
    expect(verificationStatsSchema.parse({}).days).toBe(30);
    expect(verificationStatsSchema.parse({ days: null }).days).toBe(30);
    expect(verificationStatsSchema.parse({ days: 365 }).days).toBe(365);
    for (const days of [0, 366, 2.5, '7']) {
      const result = verificationStatsSchema.safeParse({ days });
      expect(result.error?.issues[0]).toMatchObject({ path: ['days'], message: VERIFICATION_STATS_DAYS_MESSAGE });
    }
  });
});
