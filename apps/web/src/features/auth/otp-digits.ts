import { OTP_DIGITS } from '@kasuwa/domain';

export const emptyDigits = (): string[] => Array.from({ length: OTP_DIGITS }, () => '');

/**
 * What typing or pasting `input` into box `index` does: each digit fills one box from there on
 * (non-digits are dropped), and focus moves to the box after the last one filled.
 * A single keystroke replaces the box's digit, so a box never holds more than one.
 */
export function enterDigits(
  digits: readonly string[],
  index: number,
  input: string,
): { digits: string[]; focus: number } {
  const typed = input.replace(/\D/g, '').slice(0, digits.length - index);
  const next = [...digits];
  if (!typed) return { digits: next, focus: index };
  [...typed].forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { digits: next, focus: Math.min(index + typed.length, digits.length - 1) };
}

/** Backspace in an empty box clears the one before it and moves there. */
export function backspace(digits: readonly string[], index: number): { digits: string[]; focus: number } {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/** What was typed into a box that held `previous` and now holds `value` (the old digit removed). */
export function typedText(previous: string, value: string): string {
  if (!previous || value.length !== previous.length + 1) return value;
  if (value.startsWith(previous)) return value.slice(previous.length);
  if (value.endsWith(previous)) return value.slice(0, -previous.length);
  return value;
}
