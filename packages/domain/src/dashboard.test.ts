import { describe, expect, it } from 'vitest';
import { addDays, dashboardPeriodDays, figureChange, figureChangeLabel, lagosDay } from './dashboard';

const label = (current: number, previous: number) => figureChangeLabel(figureChange(current, previous));

describe('figureChange', () => {
  it('tells a rise or a fall in whole percent of the period before', () => {
    expect(figureChange(112, 100)).toEqual({ kind: 'up', percent: 12 });
    expect(figureChange(97, 100)).toEqual({ kind: 'down', percent: 3 });
    expect(label(112, 100)).toBe('↑ 12 %');
    expect(label(97, 100)).toBe('↓ 3 %');
    expect(label(0, 40)).toBe('↓ 100 %');
    expect(label(30, 10)).toBe('↑ 200 %');
    expect(label(25_000, 100)).toBe('↑ 24,900 %');
    expect(label(2.5, 2)).toBe('↑ 25 %');
  });

  it('never calls a change "0 %": a small move reads as 1 %', () => {
    expect(label(1001, 1000)).toBe('↑ 1 %');
    expect(label(999, 1000)).toBe('↓ 1 %');
  });

  it('calls a rise from zero "new" and equal figures unchanged', () => {
    expect(figureChange(5, 0)).toEqual({ kind: 'new' });
    expect(label(5, 0)).toBe('new');
    expect(label(0, 0)).toBe('unchanged');
    expect(label(42, 42)).toBe('unchanged');
  });
});

describe('dashboard periods', () => {
  it('end today in Lagos and are preceded by a period as long', () => {
    // 23:30 UTC is already the next day in Lagos.
    const now = new Date('2026-03-31T23:30:00Z');
    expect(lagosDay(now)).toBe('2026-04-01');
    expect(dashboardPeriodDays('WEEKLY', now)).toEqual({
      from: '2026-03-26',
      to: '2026-04-01',
      previousFrom: '2026-03-19',
      previousTo: '2026-03-25',
      days: 7,
    });
    expect(dashboardPeriodDays('MONTHLY', now)).toMatchObject({ from: '2026-03-03', previousFrom: '2026-02-01' });
    expect(dashboardPeriodDays('QUARTERLY', now)).toMatchObject({
      from: '2026-01-02',
      previousTo: '2026-01-01',
      days: 90,
    });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
