import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, haversineKm } from './distance';

describe('haversineKm', () => {
  it('measures great-circle distances on a 6371 km earth', () => {
    const lagos = { latitude: 6.5244, longitude: 3.3792 };
    const abuja = { latitude: 9.0765, longitude: 7.3986 };
    expect(haversineKm(lagos, lagos)).toBe(0);
    // The spherical law of cosines, an independent formula for the same distance.
    const rad = (d: number) => (d * Math.PI) / 180;
    const cosines =
      6371 *
      Math.acos(
        Math.sin(rad(lagos.latitude)) * Math.sin(rad(abuja.latitude)) +
          Math.cos(rad(lagos.latitude)) *
            Math.cos(rad(abuja.latitude)) *
            Math.cos(rad(abuja.longitude - lagos.longitude)),
      );
    expect(haversineKm(lagos, abuja)).toBeCloseTo(cosines, 6);
    expect(haversineKm(lagos, abuja)).toBeCloseTo(525.9, 1);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      6,
    );
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.0004, '0 m'],
    [0.85, '850 m'],
    [0.999, '999 m'],
    [0.9994, '999 m'],
    [0.9996, '1.0 km'],
    [1, '1.0 km'],
    [1.04, '1.0 km'],
    [1.05, '1.1 km'],
    [12.35, '12.4 km'],
    [524.63, '524.6 km'],
  ])('%s km reads "%s"', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '1 min'],
    [89, '1 min'],
    [91, '2 min'],
    [3540, '59 min'],
    [3600, '1 h 00 min'],
    [3900, '1 h 05 min'],
  ])('%s s reads "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
