import { describe, expect, it } from 'vitest';
import { pathAfterSwitch } from './switch-path';

describe('pathAfterSwitch', () => {
  it('keeps a list screen, which then shows the new business', () => {
    expect(pathAfterSwitch('/dashboard/main')).toBe('/dashboard/main');
    expect(pathAfterSwitch('/dashboard/retailers/')).toBe('/dashboard/retailers');
    expect(pathAfterSwitch('/dashboard/orders')).toBe('/dashboard/orders');
  });

  it("leaves a page about one of the old business's things for its list", () => {
    expect(pathAfterSwitch('/dashboard/orders/KSW-7QH2MX')).toBe('/dashboard/orders');
    expect(pathAfterSwitch('/dashboard/edit-product/0d1c')).toBe('/dashboard/myproducts');
    expect(pathAfterSwitch('/dashboard/products/0d1c/batches')).toBe('/dashboard/myproducts');
  });
});
