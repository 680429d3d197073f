import { describe, expect, it } from 'vitest';
import { groupByStore, type PricedLine } from './store-groups';

const store = (id: string, fee: number, freeAbove: number | null) => ({
  id,
  name: `Store ${id}`,
  slug: `store-${id}`,
  deliverySettings: { fee, freeAbove },
});

const line = (
  productId: string,
  manufacturer: ReturnType<typeof store>,
  unitPrice: number,
  quantity: number,
  problem: PricedLine['problem'] = null,
): PricedLine => ({
  productId,
  quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
  problem,
  message: null,
  product: { id: productId, name: productId, thumbnailUrl: '', manufacturer },
});

describe('groupByStore', () => {
  const a = store('a', 1500, 20_000);
  const b = store('b', 800.5, null);

  it('makes one group per store, in the order the stores first appear, with its own delivery fee', () => {
    const { groups, totalKobo } = groupByStore([
      line('p1', a, 4500, 2),
      line('p2', b, 1200.25, 1),
      line('p3', a, 1000, 1),
    ]);
    expect(groups.map((g) => [g.store.id, g.lines.map((l) => l.productId)])).toEqual([
      ['a', ['p1', 'p3']],
      ['b', ['p2']],
    ]);
    expect(groups.map((g) => [g.subtotalKobo, g.deliveryKobo, g.totalKobo])).toEqual([
      [10_000_00, 1500_00, 11_500_00],
      [1200_25, 800_50, 2000_75],
    ]);
    expect(totalKobo).toBe(11_500_00 + 2000_75);
  });

  it('delivers free from the threshold up', () => {
    const { groups } = groupByStore([line('p1', a, 10_000, 2)]);
    expect(groups[0]).toMatchObject({ subtotalKobo: 20_000_00, deliveryKobo: 0, freeAboveKobo: 20_000_00 });
  });

  it('leaves out deleted and sold-out products, and keeps a capped line at what can be bought', () => {
    const { groups, totalKobo } = groupByStore([
      line('gone', a, 100, 1, 'DELETED'),
      line('none', b, 100, 0, 'OUT_OF_STOCK'),
      line('capped', a, 100, 3, 'QUANTITY_CAPPED'),
      { ...line('unknown', a, 0, 1), product: null },
    ]);
    expect(groups.map((g) => g.lines.map((l) => l.productId))).toEqual([['capped']]);
    expect(totalKobo).toBe(300_00 + 1500_00);
  });
});
