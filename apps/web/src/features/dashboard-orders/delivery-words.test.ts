import { describe, expect, it } from 'vitest';
import { deliveryWords } from './delivery-words';

describe('the delivery charge in words', () => {
  it('says free, a flat fee, or a fee with its free-delivery threshold', () => {
    expect(deliveryWords({ fee: 0, freeAbove: null })).toBe('Free delivery on every order.');
    expect(deliveryWords({ fee: 0, freeAbove: 5000 })).toBe('Free delivery on every order.');
    expect(deliveryWords({ fee: 1500, freeAbove: null })).toBe('₦1,500 per order.');
    expect(deliveryWords({ fee: 1500.5, freeAbove: 20000 })).toBe(
      '₦1,500.50 per order; free for orders of ₦20,000 or more.',
    );
  });
});
