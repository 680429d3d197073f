import { describe, expect, it } from 'vitest';
import { deliveryFeeKobo } from './delivery';

describe('deliveryFeeKobo', () => {
  it('is free when the store set nothing', () => {
    expect(deliveryFeeKobo(undefined, 500_00)).toBe(0);
  });

  it('charges the fee below the threshold and nothing from it up', () => {
    const charge = { feeKobo: 1500_00, freeAboveKobo: 20_000_00 };
    expect(deliveryFeeKobo(charge, 19_999_99)).toBe(1500_00);
    expect(deliveryFeeKobo(charge, 20_000_00)).toBe(0);
  });

  it('always charges the fee when there is no threshold', () => {
    expect(deliveryFeeKobo({ feeKobo: 800_00, freeAboveKobo: null }, 1_000_000_00)).toBe(800_00);
  });
});
