import { describe, expect, it } from 'vitest';
import { formatNigerianPhone } from './checkout';

describe('formatNigerianPhone', () => {
  it('groups an E.164 Nigerian number as people read it', () => {
    expect(formatNigerianPhone('+2348031234567')).toBe('+234 803 123 4567');
  });

  it('leaves anything else as it is', () => {
    expect(formatNigerianPhone('+447700900123')).toBe('+447700900123');
  });
});
