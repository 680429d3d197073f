import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A Nigerian number as people write it (0803 123 4567, +234 803 123 4567, 2348031234567) in
 * E.164 (+2348031234567); null for anything else, foreign numbers included.
 */
export function nigerianPhoneToE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'NG');
  return parsed && parsed.country === 'NG' && parsed.isValid() ? parsed.number : null;
}

/**
 * A mobile number as stored (E.164, checked when it was saved). libphonenumber takes about 20 µs to
 * read and write one, which a map of 100 retailers paid on every request; every valid Nigerian
 * mobile is written 0803 123 4567, so these take the pattern's path.
 */
const STORED_MOBILE = /^\+234([789][01]\d)(\d{3})(\d{4})$/;

/** A Nigerian number as Nigerians write it: +2348031234567 -> 0803 123 4567; null when it is not one. */
export function nigerianPhoneForPeople(value: string): string | null {
  const mobile = STORED_MOBILE.exec(value);
  if (mobile) return `0${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  const e164 = nigerianPhoneToE164(value);
  return e164 ? (parsePhoneNumberFromString(e164)?.formatNational() ?? null) : null;
}

/**
 * A spreadsheet cell that held a phone number as a number (Excel drops the 0 of 08031234567 and
 * keeps 8031234567): a Nigerian mobile's ten digits get their leading 0 back; anything else is left.
 */
export function phoneCellText(cell: string): string {
  return /^[789]\d{9}$/.test(cell.trim()) ? `0${cell.trim()}` : cell;
}
