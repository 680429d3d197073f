import { describe, expect, it } from 'vitest';
import { ORDER_LIST_TABS, orderListTab } from './order-list-tabs';

describe('the order list tabs', () => {
  it("are the spec's three, Ongoing holding every status before delivery", () => {
    expect(ORDER_LIST_TABS.map((tab) => [tab.label, tab.statuses, tab.empty])).toEqual([
      ['Ongoing', ['PENDING', 'CONFIRMED', 'SHIPPED'], 'No ongoing orders'],
      ['Delivered', ['DELIVERED'], 'No delivered orders'],
      ['Cancelled', ['CANCELLED'], 'No cancelled orders'],
    ]);
  });

  it('read the tab from ?tab=, Ongoing when it is missing or unknown', () => {
    expect(orderListTab('cancelled').label).toBe('Cancelled');
    expect(orderListTab('delivered').label).toBe('Delivered');
    expect(orderListTab(null).label).toBe('Ongoing');
    expect(orderListTab('everything').label).toBe('Ongoing');
  });
});
