import { describe, expect, it } from 'vitest';
import { drivingTimeText } from './driving-time';

describe('drivingTimeText', () => {
  it('labels an estimate as one', () => {
    expect(drivingTimeText({ source: 'ESTIMATE', durationSeconds: 25 * 60 })).toBe('About 25 min by car (estimate)');
  });

  it('gives a real route time plainly, in hours past an hour', () => {
    expect(drivingTimeText({ source: 'ROUTING_SERVICE', durationSeconds: 12 * 60 + 20 })).toBe('12 min by car');
    expect(drivingTimeText({ source: 'ROUTING_SERVICE', durationSeconds: 65 * 60 })).toBe('1 h 05 min by car');
  });

  it('never says 0 min', () => {
    expect(drivingTimeText({ source: 'ESTIMATE', durationSeconds: 10 })).toBe('About 1 min by car (estimate)');
  });
});
