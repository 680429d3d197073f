import { describe, expect, it } from 'vitest';
import { canMove, paymentStatusAfter } from './order-rules';

describe('order rules', () => {
  it('lets the shopper only cancel, and only before shipping', () => {
    expect(canMove('SHOPPER', 'PENDING', 'CANCELLED')).toBe(true);
    expect(canMove('SHOPPER', 'CONFIRMED', 'CANCELLED')).toBe(true);
    expect(canMove('SHOPPER', 'SHIPPED', 'CANCELLED')).toBe(false);
    expect(canMove('SHOPPER', 'PENDING', 'CONFIRMED')).toBe(false);
  });

  it('lets the system cancel only pending orders', () => {
    expect(canMove('SYSTEM', 'PENDING', 'CANCELLED')).toBe(true);
    expect(canMove('SYSTEM', 'CONFIRMED', 'CANCELLED')).toBe(false);
  });

  it('pays pay-on-delivery orders on delivery and owes a refund for a paid order cancelled', () => {
    expect(paymentStatusAfter({ paymentMethod: 'PAY_ON_DELIVERY', paymentStatus: 'UNPAID' }, 'DELIVERED')).toBe('PAID');
    expect(paymentStatusAfter({ paymentMethod: 'CARD', paymentStatus: 'PAID' }, 'DELIVERED')).toBe('PAID');
    expect(paymentStatusAfter({ paymentMethod: 'CARD', paymentStatus: 'PAID' }, 'CANCELLED')).toBe('REFUND_DUE');
    expect(paymentStatusAfter({ paymentMethod: 'CARD', paymentStatus: 'UNPAID' }, 'CANCELLED')).toBe('UNPAID');
    expect(paymentStatusAfter({ paymentMethod: 'PAY_ON_DELIVERY', paymentStatus: 'UNPAID' }, 'SHIPPED')).toBe('UNPAID');
  });
});
