import { describe, expect, it } from 'vitest';
import type { OrderEvent } from './api/get-order';
import {
  actorWords,
  formatOrderDate,
  formatOrderTime,
  itemCountWords,
  orderProgress,
  statusWords,
} from './order-words';

const placed: OrderEvent = { status: 'PENDING', actor: 'SHOPPER', at: '2026-01-12T09:00:00.000Z', note: null };
const confirmed: OrderEvent = {
  status: 'CONFIRMED',
  actor: 'MANUFACTURER',
  at: '2026-01-12T10:00:00.000Z',
  note: null,
};
const shipped: OrderEvent = { status: 'SHIPPED', actor: 'MANUFACTURER', at: '2026-01-13T08:00:00.000Z', note: null };
const delivered: OrderEvent = {
  status: 'DELIVERED',
  actor: 'MANUFACTURER',
  at: '2026-01-14T15:00:00.000Z',
  note: null,
};

const states = (progress: ReturnType<typeof orderProgress>) => progress.steps.map((s) => `${s.status}:${s.state}`);

describe('orderProgress', () => {
  it('marks the steps before the status done, the status current and the rest upcoming', () => {
    const progress = orderProgress('CONFIRMED', [placed, confirmed]);
    expect(states(progress)).toEqual(['PENDING:done', 'CONFIRMED:current', 'SHIPPED:upcoming', 'DELIVERED:upcoming']);
    expect(progress.steps.map((s) => s.event)).toEqual([placed, confirmed, null, null]);
    expect(progress.cancelled).toBe(false);
  });

  it('has a new order waiting at its first step', () => {
    expect(states(orderProgress('PENDING', [placed]))).toEqual([
      'PENDING:current',
      'CONFIRMED:upcoming',
      'SHIPPED:upcoming',
      'DELIVERED:upcoming',
    ]);
  });

  it('has a delivered order done at every step', () => {
    const progress = orderProgress('DELIVERED', [placed, confirmed, shipped, delivered]);
    expect(states(progress)).toEqual(['PENDING:done', 'CONFIRMED:done', 'SHIPPED:done', 'DELIVERED:done']);
    expect(progress.steps.at(-1)?.event).toEqual(delivered);
  });

  it('ends a cancelled order in its cancellation, after only the steps it reached', () => {
    const cancelled: OrderEvent = {
      status: 'CANCELLED',
      actor: 'SHOPPER',
      at: '2026-01-12T11:00:00.000Z',
      note: 'Too late',
    };
    const progress = orderProgress('CANCELLED', [placed, confirmed, cancelled]);
    expect(states(progress)).toEqual(['PENDING:done', 'CONFIRMED:done']);
    expect(progress).toMatchObject({ cancelled: true, cancellation: cancelled });
  });

  it('keeps the placed step of an order cancelled at once', () => {
    const cancelled: OrderEvent = { status: 'CANCELLED', actor: 'SYSTEM', at: '2026-01-12T09:31:00.000Z', note: null };
    expect(states(orderProgress('CANCELLED', [placed, cancelled]))).toEqual(['PENDING:done']);
  });
});

describe('actorWords', () => {
  it('calls the reader "you" and the other side by its role', () => {
    expect(actorWords('SHOPPER', 'SHOPPER')).toBe('you');
    expect(actorWords('MANUFACTURER', 'SHOPPER')).toBe('the store');
    expect(actorWords('SHOPPER', 'MANUFACTURER')).toBe('the customer');
    expect(actorWords('MANUFACTURER', 'MANUFACTURER')).toBe('you');
    expect(actorWords('SYSTEM', 'SHOPPER')).toMatch(/^Kasuwa/);
  });
});

describe('statusWords', () => {
  it('tells the shopper a pending order waits for the store, and the store that it is new', () => {
    expect(statusWords('PENDING', 'SHOPPER')).toBe('Waiting for the store');
    expect(statusWords('PENDING', 'MANUFACTURER')).toBe('New');
    expect(statusWords('SHIPPED', 'MANUFACTURER')).toBe('Shipped');
  });
});

describe('order dates', () => {
  it('writes the day and the time in Lagos', () => {
    expect(formatOrderDate('2026-01-12T23:30:00.000Z')).toBe('13 Jan 2026');
    expect(formatOrderTime('2026-01-12T13:05:00.000Z')).toBe('12 Jan 2026, 14:05');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatOrderDate('soon')).toBe('');
    expect(formatOrderTime('soon')).toBe('');
  });
});

describe('itemCountWords', () => {
  it('says one item or many', () => {
    expect(itemCountWords(1)).toBe('1 item');
    expect(itemCountWords(5)).toBe('5 items');
  });
});
