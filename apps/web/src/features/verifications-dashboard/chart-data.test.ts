import { describe, expect, it } from 'vitest';
import { chartSeries, chartSummary } from './chart-data';

const day = (date: string, checks: number, warnings = 0) => ({ day: date, checks, warnings });

describe('chartSummary', () => {
  it('counts the checks and warnings and names the busiest day', () => {
    expect(chartSummary([day('2026-11-01', 2), day('2026-11-02', 40, 3), day('2026-11-03', 1180, 2)])).toBe(
      '1,222 checks in 3 days, 5 with a warning. The busiest day was 3 Nov 2026, with 1,180 checks.',
    );
  });

  it('says so when nothing was checked, or nothing warned', () => {
    expect(chartSummary([day('2026-11-01', 0), day('2026-11-02', 0)])).toBe('No checks in these 2 days.');
    expect(chartSummary([day('2026-11-01', 1)])).toBe(
      '1 check in 1 day, none with a warning. The busiest day was 1 Nov 2026, with 1 check.',
    );
  });

  it('names the first of equally busy days', () => {
    expect(chartSummary([day('2026-10-30', 4), day('2026-10-31', 4)])).toMatch(/busiest day was 30 Oct 2026/);
  });
});

describe('chartSeries', () => {
  it('puts each day at its midnight in seconds, with its checks and warnings', () => {
    expect(chartSeries([day('2026-11-01', 3, 1), day('2026-11-02', 0)])).toEqual([
      [Date.UTC(2026, 10, 1) / 1000, Date.UTC(2026, 10, 2) / 1000],
      [3, 0],
      [1, 0],
    ]);
  });
});
