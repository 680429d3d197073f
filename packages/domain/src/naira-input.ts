/** Amounts as people type them in forms and spreadsheets; kept apart from money.ts so pages that only show prices do not carry it. */
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
