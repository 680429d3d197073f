import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { nigerianPhoneForPeople, nigerianPhoneToE164 } from './phone';

describe('nigerianPhoneForPeople', () => {
  it('writes every valid stored mobile number exactly as libphonenumber does', () => {
    let checked = 0;
    for (const prefix of ['70', '71', '80', '81', '90', '91']) {
      for (let n = 0; n < 400; n += 1) {
        const stored = `+234${prefix}${String((n * 7_919_993 + 12_345) % 100_000_000).padStart(8, '0')}`;
        const parsed = parsePhoneNumberFromString(stored);
        if (!parsed?.isValid()) continue;
        expect(nigerianPhoneForPeople(stored)).toBe(parsed.formatNational());
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2_000);
  });

  it('still writes landlines and numbers typed other ways, and refuses what is not Nigerian', () => {
    expect(nigerianPhoneForPeople('+2342012345678')).toBe('0201 234 5678');
    expect(nigerianPhoneForPeople('0803 123 4567')).toBe('0803 123 4567');
    expect(nigerianPhoneForPeople('+447911123456')).toBeNull();
    expect(nigerianPhoneForPeople('hello')).toBeNull();
    expect(nigerianPhoneToE164('0803 123 4567')).toBe('+2348031234567');
  });
});
