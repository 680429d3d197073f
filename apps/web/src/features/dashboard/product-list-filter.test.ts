import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_FILTER,
  isNarrowed,
  paramsWithProductFilter,
  productFilterFromParams,
  productSortOf,
} from './product-list-filter';

describe('the product list filter in the address bar', () => {
  it('reads every part and writes it back the same', () => {
    const params = new URLSearchParams('q=cream&category=personalCare&sort=price-desc&stock=low&tab=x');
    const filter = productFilterFromParams(params);
    expect(filter).toEqual({ search: 'cream', category: 'personalCare', sort: 'price-desc', lowStock: true });
    expect(paramsWithProductFilter(new URLSearchParams('tab=x'), filter).toString()).toBe(
      'tab=x&q=cream&category=personalCare&sort=price-desc&stock=low',
    );
    expect(productSortOf(filter.sort)).toBe('PRICE_HIGH_LOW');
  });

  it('falls back to the defaults for unknown values and leaves defaults out of the address', () => {
    const filter = productFilterFromParams(new URLSearchParams('category=weapons&sort=random&stock=yes&q=%20%20'));
    expect(filter).toEqual(DEFAULT_PRODUCT_FILTER);
    expect(isNarrowed(filter)).toBe(false);
    expect(paramsWithProductFilter(new URLSearchParams('q=old&sort=name'), filter).toString()).toBe('');
  });

  it('counts a search, a category or low stock as narrowing, but not the order', () => {
    expect(isNarrowed({ ...DEFAULT_PRODUCT_FILTER, sort: 'stock' })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_PRODUCT_FILTER, lowStock: true })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_PRODUCT_FILTER, category: 'household' })).toBe(true);
  });
});
