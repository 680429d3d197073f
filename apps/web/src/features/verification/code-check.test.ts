import { checkCharacterOf, UNIT_CODE_ALPHABET } from '@kasuwa/domain';
import { describe, expect, it } from 'vitest';
import { codeAsShown, isMistyped, SHOWN_TEXT_MAX } from './code-check';

const BODY = '7K3MQ9XD4TBRHW2';
const VALID = `${BODY}${checkCharacterOf(BODY)}`;
const MISTYPED = `${BODY}${UNIT_CODE_ALPHABET[(UNIT_CODE_ALPHABET.indexOf(checkCharacterOf(BODY)) + 1) % UNIT_CODE_ALPHABET.length]}`;

describe('codeAsShown', () => {
  it('groups a well formed code, right or mistyped', () => {
    expect(codeAsShown(VALID.toLowerCase())).toBe(
      `${VALID.slice(0, 4)}-${VALID.slice(4, 8)}-${VALID.slice(8, 12)}-${VALID.slice(12)}`,
    );
    expect(codeAsShown(` ${MISTYPED} `)).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  });

  it('gives anything else back as it was given, trimmed and cut short', () => {
    expect(codeAsShown(' hello ')).toBe('hello');
    expect(codeAsShown('7K3M-Q9')).toBe('7K3M-Q9');
    expect(codeAsShown('a'.repeat(SHOWN_TEXT_MAX))).toBe('a'.repeat(SHOWN_TEXT_MAX));
    expect(codeAsShown('a'.repeat(SHOWN_TEXT_MAX + 1))).toBe(`${'a'.repeat(SHOWN_TEXT_MAX)}…`);
  });
});

describe('isMistyped', () => {
  it('is true only for 16 characters whose check character does not match', () => {
    expect(isMistyped(MISTYPED)).toBe(true);
    expect(isMistyped(VALID)).toBe(false);
    expect(isMistyped('hello')).toBe(false);
  });
});
