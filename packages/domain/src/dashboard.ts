import type { StatsPeriod } from './catalogue';

/*
 * The manufacturer dashboard's figures (issue 12): the periods they cover, and how a figure's
 * change against the period before is told. Days are Lagos days (West Africa Time, UTC+1 all
 * year), written YYYY-MM-DD.
 */

/** The six figures on the dashboard's home, in the order shown. */
export const DASHBOARD_FIGURES = [
  'REVENUE',
  'ORDERS',
  'RETURNING_USERS',
  'REACH',
  'SEARCHES',
  'LANDING_VIEWS',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

/** How many days each period covers; it ends today. */
export const STATS_PERIOD_DAYS: Record<StatsPeriod, number> = { WEEKLY: 7, MONTHLY: 30, QUARTERLY: 90 };

const DAY_MS = 24 * 60 * 60_000;
/** Nigeria keeps UTC+1 all year. */
const LAGOS_OFFSET_MS = 60 * 60_000;

/** The Lagos day (YYYY-MM-DD) of an instant. */
export const lagosDay = (at: Date): string => new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface DashboardPeriodDays {
  /** First and last day of the period (the last is today). */
  from: string;
  to: string;
  /** The equal-length period just before. */
  previousFrom: string;
  previousTo: string;
  days: number;
}

/** The days a period covers at `now`, and those of the period before it. */
export function dashboardPeriodDays(period: StatsPeriod, now: Date): DashboardPeriodDays {
  const days = STATS_PERIOD_DAYS[period];
  const to = lagosDay(now);
  const from = addDays(to, -(days - 1));
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1), days };
}

/**
 * A figure against the period before: up or down by a whole percentage (at least 1 when it moved
 * at all, so that a small rise never reads as "0 %"), "new" when it rose from zero, unchanged when
 * equal.
 */
export type FigureChange = { kind: 'up' | 'down'; percent: number } | { kind: 'new' } | { kind: 'unchanged' };

export function figureChange(current: number, previous: number): FigureChange {
  if (current === previous) return { kind: 'unchanged' };
  // Figures are never negative: from zero, any other value is new.
  if (previous === 0) return { kind: 'new' };
  const percent = Math.max(1, Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100));
  return { kind: current > previous ? 'up' : 'down', percent };
}

/** The change as the dashboard writes it: "↑ 12 %", "↓ 3 %", "new", "unchanged". */
export function figureChangeLabel(change: FigureChange): string {
  switch (change.kind) {
    case 'up':
      return `↑ ${change.percent.toLocaleString('en-NG')} %`;
    case 'down':
      return `↓ ${change.percent.toLocaleString('en-NG')} %`;
    case 'new':
      return 'new';
    case 'unchanged':
      return 'unchanged';
  }
}
