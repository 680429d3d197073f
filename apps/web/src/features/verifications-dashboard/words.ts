/** Kasuwa's makers are in Nigeria: a date reads the same there whatever the viewer's clock says. */
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});
const COUNT = new Intl.NumberFormat('en-GB');

/** "12 Jan 2026" from an ISO date-time, in Lagos. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** "12 Jan 2026, 14:05" in Lagos. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** "1,234". */
export const formatCount = (n: number) => COUNT.format(n);

/** "1 check", "1,234 checks". */
export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** A day of the API's daily series ("2026-11-03", a Lagos calendar day) as "3 Nov 2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
