import { describe, expect, it } from 'vitest';
import { formatSupplyDay, supplyUnits } from './supply-text';

describe('supply text', () => {
  it('says how many units went, or that they were not counted', () => {
    expect(supplyUnits(null)).toBe('units not counted');
    expect(supplyUnits(1)).toBe('1 unit');
    expect(supplyUnits(1500)).toBe('1,500 units');
  });

  it('shows the calendar day as recorded', () => {
    expect(formatSupplyDay('2026-02-14')).toBe('14 Feb 2026');
    expect(formatSupplyDay('2026-12-31')).toBe('31 Dec 2026');
  });
});
