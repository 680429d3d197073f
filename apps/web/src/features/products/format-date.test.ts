import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes dates as "12 Jan 2026"', () => {
    expect(formatDate('2026-01-12T09:30:00.000Z')).toBe('12 Jan 2026');
  });

  it('uses Nigerian time, so a late-evening UTC time is already the next day', () => {
    expect(formatDate('2026-01-12T23:30:00.000Z')).toBe('13 Jan 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
