import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD, periodOf } from './period';

describe('periodOf', () => {
  it('reads the periods the page offers', () => {
    expect(periodOf('7')).toBe(7);
    expect(periodOf('30')).toBe(30);
    expect(periodOf('90')).toBe(90);
  });

  it('falls back to 30 days for anything else', () => {
    expect(DEFAULT_PERIOD).toBe(30);
    for (const value of [null, '', '14', '7.0', ' 7', '365', 'week']) expect(periodOf(value)).toBe(30);
  });
});
