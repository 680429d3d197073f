import { figureInWords, type FigureKey } from './figures';

export interface FigureDay {
  /** A Lagos calendar day, "2026-11-03". */
  date: string;
  value: number;
  /** The same day's place in the period before (the day `length of the period` earlier). */
  previousValue: number;
}

/** What uPlot draws: each day's midnight (UTC seconds, labelled in UTC), the period, the period before. */
export function chartSeries(days: readonly FigureDay[]): [number[], number[], number[]] {
  return [
    days.map(({ date }) => Date.parse(`${date}T00:00:00Z`) / 1000),
    days.map(({ value }) => value),
    days.map(({ previousValue }) => previousValue),
  ];
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-03" (a Lagos day) as "3 Nov 2026". */
export function formatDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : DAY.format(new Date(time));
}

/** The sentence above the chart (and what a screen reader hears instead of it). */
export function chartSummary(key: FigureKey, label: string, days: readonly FigureDay[]): string {
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const before = days.reduce((sum, day) => sum + day.previousValue, 0);
  const what = label.toLowerCase();
  if (total === 0 && before === 0) return `No ${what} in these ${days.length} days nor in the ${days.length} before.`;
  if (total === 0) return `No ${what} in these ${days.length} days (the faint line is the ${days.length} before).`;
  const best = days.reduce((top, day) => (day.value > top.value ? day : top));
  return `The highest day was ${formatDay(best.date)}, with ${figureInWords(key, best.value)}. The faint line is the ${days.length} days before.`;
}

export const CURRENT_COLOUR = '#047857'; // brand-700
/** The period before: the faint line. gray-400 is under 3:1, so it is never the only cue (dashed, the legend, the table). */
export const PREVIOUS_COLOUR = '#9ca3af';
