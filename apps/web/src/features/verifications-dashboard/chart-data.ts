import { formatCount, formatDay, plural } from './words';

export interface ChartDay {
  /** A Lagos calendar day, "2026-11-03". */
  day: string;
  checks: number;
  warnings: number;
}

/** The series uPlot draws: each day's midnight (UTC seconds, labelled in UTC), its checks, its warnings. */
export function chartSeries(days: readonly ChartDay[]): [number[], number[], number[]] {
  return [
    days.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000),
    days.map(({ checks }) => checks),
    days.map(({ warnings }) => warnings),
  ];
}

/**
 * What the chart shows, in one or two sentences: the text a screen reader hears instead of it,
 * and what a sighted maker reads above it.
 */
export function chartSummary(days: readonly ChartDay[]): string {
  const checks = days.reduce((sum, day) => sum + day.checks, 0);
  const warnings = days.reduce((sum, day) => sum + day.warnings, 0);
  const period = plural(days.length, 'day');
  if (checks === 0) return `No checks in these ${period}.`;
  const busiest = days.reduce((best, day) => (day.checks > best.checks ? day : best));
  const warned = warnings === 0 ? 'none with a warning' : `${formatCount(warnings)} with a warning`;
  return (
    `${plural(checks, 'check')} in ${period}, ${warned}. ` +
    `The busiest day was ${formatDay(busiest.day)}, with ${plural(busiest.checks, 'check')}.`
  );
}
