import { describe, expect, it } from 'vitest';
import { chartSeries, chartSummary, formatDay } from './chart-data';

const DAYS = [
  { date: '2026-11-01', value: 0, previousValue: 2 },
  { date: '2026-11-02', value: 4500, previousValue: 0 },
  { date: '2026-11-03', value: 1200, previousValue: 1 },
];

describe('chartSeries', () => {
  it('puts each Lagos day at its UTC midnight, with the period and the period before', () => {
    expect(chartSeries(DAYS)).toEqual([
      [Date.UTC(2026, 10, 1) / 1000, Date.UTC(2026, 10, 2) / 1000, Date.UTC(2026, 10, 3) / 1000],
      [0, 4500, 1200],
      [2, 0, 1],
    ]);
  });
});

describe('chartSummary', () => {
  it('names the highest day, in the figure’s own unit', () => {
    expect(chartSummary('revenue', 'Revenue', DAYS)).toBe(
      'The highest day was 2 Nov 2026, with ₦4,500. The faint line is the 3 days before.',
    );
  });

  it('names a count with its unit', () => {
    expect(
      chartSummary(
        'orders',
        'Orders',
        DAYS.map((day) => ({ ...day, value: day.value === 4500 ? 1 : 0 })),
      ),
    ).toBe('The highest day was 2 Nov 2026, with 1 order. The faint line is the 3 days before.');
  });

  it('says so when there is nothing to show', () => {
    const none = DAYS.map((day) => ({ ...day, value: 0, previousValue: 0 }));
    expect(chartSummary('orders', 'Orders', none)).toBe('No orders in these 3 days nor in the 3 before.');
    const onlyBefore = DAYS.map((day) => ({ ...day, value: 0 }));
    expect(chartSummary('searches', 'Searches', onlyBefore)).toBe(
      'No searches in these 3 days (the faint line is the 3 before).',
    );
  });
});

describe('formatDay', () => {
  it('reads a Lagos day as a date', () => {
    expect(formatDay('2026-01-05')).toBe('5 Jan 2026');
  });
});
