/**
 * Money is integer kobo (1 naira = 100 kobo) everywhere but at the edges, so sums never drift.
 */
const NAIRA_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** Commas only as thousands separators: "1,500" yes, "1,50" no. */
const THOUSANDS = /^\d{1,3}(,\d{3})*(\.\d+)?$/;

/** Parses "1500", "1,500.5" or 1500.5 into kobo; null when it is not a plain non-negative amount. */
export function parseNairaToKobo(value: string | number): number | null {
  const typed = typeof value === 'number' ? String(value) : value.trim().replace(/^₦\s*/, '');
  if (typed.includes(',') && !THOUSANDS.test(typed)) return null;
  const text = typed.replace(/,/g, '');
  if (!NAIRA_AMOUNT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

const wholeNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
const nairaAndKobo = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one naira formatter: "₦1,500", or "₦1,500.50" when there are kobo (always two digits). */
export function formatNaira(naira: number): string {
  const kobo = Math.round(Math.abs(naira) * 100);
  const sign = naira < 0 && kobo > 0 ? '-' : '';
  const format = kobo % 100 === 0 ? wholeNaira : nairaAndKobo;
  return `${sign}₦${format.format(kobo / 100)}`;
}
