/** The periods the Verifications page offers, in days. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** The query parameter that keeps the period in the page's address (shareable, kept on reload). */
export const PERIOD_PARAM = 'days';

/** The period a `?days=` value names; anything else is the default. */
export function periodOf(value: string | null): Period {
  return PERIODS.find((period) => String(period) === value) ?? DEFAULT_PERIOD;
}
