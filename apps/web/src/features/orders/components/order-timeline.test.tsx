import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderEvent } from '../api/get-order';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

const placed: OrderEvent = { status: 'PENDING', actor: 'SHOPPER', at: '2026-01-12T09:00:00.000Z', note: null };
const confirmed: OrderEvent = {
  status: 'CONFIRMED',
  actor: 'MANUFACTURER',
  at: '2026-01-12T10:00:00.000Z',
  note: null,
};

describe('OrderTimeline', () => {
  it('shows when and by whom each reached step happened, and marks the current one', () => {
    render(<OrderTimeline status="CONFIRMED" timeline={[placed, confirmed]} cancelReason={null} viewer="SHOPPER" />);
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order placed12 Jan 2026, 10:00 · by you',
      'Confirmed by the store (current step)12 Jan 2026, 11:00 · by the store',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('ends a cancelled order with who cancelled it and why', () => {
    const cancelled: OrderEvent = {
      status: 'CANCELLED',
      actor: 'MANUFACTURER',
      at: '2026-01-12T12:00:00.000Z',
      note: 'Out of stock',
    };
    render(
      <OrderTimeline status="CANCELLED" timeline={[placed, cancelled]} cancelReason="Out of stock" viewer="SHOPPER" />,
    );
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]?.textContent).toBe('Cancelled12 Jan 2026, 13:00 · by the storeReason: Out of stock');
    expect(screen.queryByText(/Shipped/)).toBeNull();
  });
});

describe('OrderStatusBadge', () => {
  it('says the status and the payment status in words', () => {
    render(<OrderStatusBadge status="PENDING" paymentStatus="REFUND_DUE" />);
    expect(screen.getByText('Waiting for the store')).toBeTruthy();
    expect(screen.getByText('Refund due')).toBeTruthy();
  });
});
