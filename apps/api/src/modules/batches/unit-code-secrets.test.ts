import { hasValidCheckCharacter } from '@kasuwa/domain';
import { describe, expect, it } from 'vitest';
import { UnitCodeSecrets } from './unit-code-secrets';

describe('UnitCodeSecrets', () => {
  const secrets = new UnitCodeSecrets(Buffer.from('k'.repeat(32)));

  it('derives the same valid code for a serial every time, and different codes for different serials', () => {
    const seed = secrets.newSeed();
    const codes = Array.from({ length: 2000 }, (_, i) => secrets.codeAt(seed, i + 1));
    expect(new Set(codes).size).toBe(2000);
    expect(codes.every(hasValidCheckCharacter)).toBe(true);
    expect(secrets.codeAt(seed, 17)).toBe(codes[16]);
    expect(secrets.codeAt(secrets.newSeed(), 17)).not.toBe(codes[16]);
  });

  it('seals a seed so that only the same key opens it', () => {
    const seed = secrets.newSeed();
    const sealed = secrets.seal(seed);
    expect(sealed.includes(seed)).toBe(false);
    expect(secrets.unseal(sealed)).toEqual(seed);
    expect(() => new UnitCodeSecrets(Buffer.from('j'.repeat(32))).unseal(sealed)).toThrow();
  });
});
