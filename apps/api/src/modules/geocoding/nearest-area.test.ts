import { describe, expect, it } from 'vitest';
import { nearestArea } from './nearest-area';

describe('nearestArea', () => {
  it('names a point by the local government area or state capital nearest to it, at that area’s centre', () => {
    const ikeja = nearestArea(6.62, 3.36);
    expect(ikeja.state).toBe('Lagos');
    expect(ikeja.name).not.toBe('');
    expect(Math.hypot(ikeja.latitude - 6.62, ikeja.longitude - 3.36)).toBeLessThan(0.15);
    const abuja = nearestArea(9.0579, 7.4951);
    expect(abuja.state).toBe('Federal Capital Territory');
    const kano = nearestArea(12.0022, 8.592);
    expect(kano.state).toBe('Kano');
    // The centre is the area's, not the point's.
    expect([ikeja.latitude, ikeja.longitude]).not.toEqual([6.62, 3.36]);
    // Points close together share their area.
    expect(nearestArea(6.6, 3.35)).toEqual(nearestArea(6.605, 3.355));
  });
});
