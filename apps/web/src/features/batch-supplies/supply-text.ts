/** How a supply reads in the dashboard. */

export const UNITS_NOT_COUNTED = 'units not counted';

/** "40 units", "1 unit", or "units not counted". */
export function supplyUnits(units: number | null): string {
  if (units === null) return UNITS_NOT_COUNTED;
  return `${units.toLocaleString('en-NG')} ${units === 1 ? 'unit' : 'units'}`;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "14 Feb 2026" for the day "2026-02-14" (a calendar day: no time zone moves it). */
export function formatSupplyDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}
