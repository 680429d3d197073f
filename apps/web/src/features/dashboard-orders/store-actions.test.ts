import { describe, expect, it } from 'vitest';
import { storeActions } from './store-actions';

const labels = (next: Parameters<typeof storeActions>[0]) => storeActions(next).map((action) => action.label);

describe('the status actions the store is offered', () => {
  it('shows exactly the moves the API allows, forward first and cancelling last', () => {
    expect(labels(['CANCELLED', 'CONFIRMED'])).toEqual(['Confirm order', 'Cancel order']);
    expect(labels(['SHIPPED', 'CANCELLED'])).toEqual(['Mark as shipped', 'Cancel order']);
    expect(labels(['DELIVERED', 'CANCELLED'])).toEqual(['Mark as delivered', 'Cancel order']);
    expect(labels([])).toEqual([]);
  });

  it('asks a reason only for cancelling', () => {
    expect(storeActions(['CONFIRMED', 'CANCELLED']).map((a) => [a.status, a.needsReason])).toEqual([
      ['CONFIRMED', false],
      ['CANCELLED', true],
    ]);
  });

  it('never offers a status the store cannot move an order to', () => {
    expect(labels(['PENDING'])).toEqual([]);
  });
});
