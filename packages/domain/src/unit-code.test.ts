import { describe, expect, it } from 'vitest';
import {
  UNIT_CODE_ALPHABET,
  UNIT_CODE_RANDOM_BITS,
  checkCharacterOf,
  createUnitCode,
  formatUnitCode,
  groupAsTyped,
  hasValidCheckCharacter,
  isWellFormedUnitCode,
  normaliseUnitCode,
  unitCodeUrl,
} from './unit-code';

const random = (size: number) => globalThis.crypto.getRandomValues(new Uint8Array(size));

describe('unit codes', () => {
  it('uses an alphabet of 31 characters without look-alikes and carries at least 60 random bits', () => {
    expect(UNIT_CODE_ALPHABET).toHaveLength(31);
    for (const lookAlike of 'OILUZ') expect(UNIT_CODE_ALPHABET).not.toContain(lookAlike);
    expect(UNIT_CODE_RANDOM_BITS).toBeGreaterThanOrEqual(60);
  });

  it('writes a new code in four groups of four with a valid check character', () => {
    const code = createUnitCode(random);
    expect(code).toMatch(/^[0-9A-Y]{4}-[0-9A-Y]{4}-[0-9A-Y]{4}-[0-9A-Y]{4}$/);
    expect(isWellFormedUnitCode(code)).toBe(true);
    expect(hasValidCheckCharacter(code)).toBe(true);
  });

  it('draws every character evenly, skipping the bytes that would bias the draw', () => {
    // 248..255 are skipped; 0 and 31 both give '0'.
    const bytes = [255, 248, 0, 31, 30, ...Array<number>(20).fill(1)];
    let offset = 0;
    const code = createUnitCode((size) => new Uint8Array(bytes.slice(offset, (offset += size))));
    expect(normaliseUnitCode(code).slice(0, 4)).toBe('00Y1');
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++)
      for (const c of normaliseUnitCode(createUnitCode(random)).slice(0, 15)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(31);
    for (const n of counts.values()) expect(n).toBeGreaterThan(600); // 30,000 / 31 ≈ 968 each
  });

  it('gives different codes each time', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => createUnitCode(random)));
    expect(codes.size).toBe(5000);
  });

  it('normalises what people type: case, spaces, dashes, look-alikes and a scanned link', () => {
    expect(normaliseUnitCode(' 7k3m q9xd-4tbr  hw2n ')).toBe('7K3MQ9XD4TBRHW2N');
    expect(normaliseUnitCode('o1il-uz00-0000-0000')).toBe('0111V2000000000' + '0');
    expect(normaliseUnitCode('https://kasuwa.ng/v/7K3M-Q9XD-4TBR-HW2N?utm=x')).toBe('7K3MQ9XD4TBRHW2N');
  });

  it('tells a well-formed code from anything else', () => {
    const code = createUnitCode(random);
    expect(isWellFormedUnitCode(code.toLowerCase())).toBe(true);
    expect(isWellFormedUnitCode(code.slice(0, -1))).toBe(false);
    expect(isWellFormedUnitCode(code + 'A')).toBe(false);
    expect(isWellFormedUnitCode(code.slice(0, -1) + '*')).toBe(false);
    expect(hasValidCheckCharacter('')).toBe(false);
  });

  it('catches every single-character substitution and every swap of neighbours', () => {
    for (let n = 0; n < 40; n++) {
      const code = normaliseUnitCode(createUnitCode(random));
      for (let i = 0; i < code.length; i++) {
        for (const other of UNIT_CODE_ALPHABET) {
          if (other === code[i]) continue;
          const typo = code.slice(0, i) + other + code.slice(i + 1);
          expect(hasValidCheckCharacter(typo), `${code} -> ${typo}`).toBe(false);
        }
        if (i + 1 < code.length && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(hasValidCheckCharacter(swapped), `${code} -> ${swapped}`).toBe(false);
        }
      }
    }
  });

  it('computes the check as the weighted sum mod 31', () => {
    // 1×1 + 2×2 = 5 -> '5'
    expect(checkCharacterOf('12')).toBe('5');
    expect(hasValidCheckCharacter('0000-0000-0000-0000')).toBe(true);
  });

  it('groups as the shopper types, dropping what cannot be part of a code', () => {
    expect(groupAsTyped('')).toBe('');
    expect(groupAsTyped('7k3')).toBe('7K3');
    expect(groupAsTyped('7k3m')).toBe('7K3M');
    expect(groupAsTyped('7k3mq')).toBe('7K3M-Q');
    expect(groupAsTyped('7K3M-Q9XD-4TBR-HW2N-EXTRA')).toBe('7K3M-Q9XD-4TBR-HW2N');
    expect(groupAsTyped('7k*3m')).toBe('7K3M');
    expect(formatUnitCode('7k3mq9xd4tbrhw2n')).toBe('7K3M-Q9XD-4TBR-HW2N');
  });

  it('links to the verification page of the site', () => {
    expect(unitCodeUrl('https://kasuwa.ng/', '7k3mq9xd4tbrhw2n')).toBe('https://kasuwa.ng/v/7K3M-Q9XD-4TBR-HW2N');
  });
});
