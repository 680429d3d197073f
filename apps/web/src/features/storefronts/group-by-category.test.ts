import { describe, expect, it } from 'vitest';
import { groupByCategory, UNCATEGORISED_LABEL } from './group-by-category';

type Item = { name: string; category: string | null };
const item = (name: string, category: string | null): Item => ({ name, category });
const byCategory = (i: Item) => i.category;

describe('groupByCategory', () => {
  it('groups under human labels in catalogue order, keeping item order', () => {
    const groups = groupByCategory(
      [item('Lotion', 'personalCare'), item('Shea', 'beautyCosmetics'), item('Soap', 'personalCare')],
      byCategory,
    );
    expect(groups.map((g) => [g.key, g.label, g.items.map((i) => i.name)])).toEqual([
      ['personalCare', 'Personal Care & Hygiene', ['Lotion', 'Soap']],
      ['beautyCosmetics', 'Beauty & Cosmetics', ['Shea']],
    ]);
  });

  it('puts unknown keys after known ones and items without a category last', () => {
    const groups = groupByCategory([item('A', null), item('B', 'zzz'), item('C', 'foodBeverages')], byCategory);
    expect(groups.map((g) => g.label)).toEqual(['Food & Beverages', 'zzz', UNCATEGORISED_LABEL]);
  });

  it('returns no groups for no items', () => {
    expect(groupByCategory([], byCategory)).toEqual([]);
  });
});
