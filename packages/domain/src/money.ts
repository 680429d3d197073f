/**
 * Money is integer kobo (1 naira = 100 kobo) everywhere but at the edges, so sums never drift.
 */
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
