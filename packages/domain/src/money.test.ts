import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira } from './money';
import { parseNairaToKobo } from './naira-input';

describe('naira amounts', () => {
  it('parses strings and numbers into exact kobo', () => {
    expect(parseNairaToKobo('1500')).toBe(150_000);
    expect(parseNairaToKobo('1,500.5')).toBe(150_050);
    expect(parseNairaToKobo('0.07')).toBe(7);
    expect(parseNairaToKobo(19.99)).toBe(1999);
    expect(parseNairaToKobo('₦2500')).toBe(250_000);
  });

  it('refuses what is not a plain non-negative amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1e5', 'NaN', '12..5', '1,50', '15,00,000', ',500'])
      expect(parseNairaToKobo(bad)).toBeNull();
    expect(parseNairaToKobo('1,500,000.25')).toBe(150_000_025);
    expect(parseNairaToKobo(-1)).toBeNull();
  });

  it('formats with the naira sign and thousands separators', () => {
    expect(formatNaira(koboToNaira(150_000))).toBe('₦1,500');
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(1200.05)).toBe('₦1,200.05');
    expect(formatNaira(koboToNaira(120_050))).toBe('₦1,200.50');
    expect(formatNaira(-2500)).toBe('-₦2,500');
    expect(formatNaira(0)).toBe('₦0');
  });
});
