import { describe, expect, it } from 'vitest';
import { categoryTitle } from './category-title';

describe('categoryTitle', () => {
  it("is a known category's human label", () => {
    expect(categoryTitle('personalCare')).toBe('Personal Care & Hygiene');
    expect(categoryTitle('otcPharmaceuticals')).toBe('OTC Pharmaceuticals');
  });

  it('capitalises an unknown key', () => {
    expect(categoryTitle('gadgets')).toBe('Gadgets');
    expect(categoryTitle('')).toBe('');
  });
});
