import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A Nigerian number as people write it (0803 123 4567, +234 803 123 4567, 2348031234567) in
 * E.164 (+2348031234567); null for anything else, foreign numbers included.
 */
export function nigerianPhoneToE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'NG');
  return parsed && parsed.country === 'NG' && parsed.isValid() ? parsed.number : null;
}

/** A Nigerian number as Nigerians write it: +2348031234567 -> 0803 123 4567; null when it is not one. */
export function nigerianPhoneForPeople(value: string): string | null {
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
