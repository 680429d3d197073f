import { describe, expect, it } from 'vitest';
import type { PricedCart, PricedCartLine } from './api/price-cart';
import { applyPricing } from './cart-pricing';
import type { CartItem } from './cart-rules';

const item = (id: string, price: number, quantityBought = 1): CartItem => ({
  id,
  name: `Product ${id}`,
  imageUrl: `/img/${id}.webp`,
  category: 'personalCare',
  retailPrice: price,
  price,
  quantityBought,
  store: [{ name: 'Ada Beauty', slug: 'ada-beauty' }],
});

const line = (
  id: string,
  unitPrice: number,
  quantity: number,
  extra: Partial<PricedCartLine> = {},
): PricedCartLine => ({
  productId: id,
  quantity,
  requestedQuantity: quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
  problem: null,
  message: null,
  product: {
    id,
    name: `Product ${id}`,
    imageUrl: `/img/${id}.webp`,
    thumbnailUrl: `/img/${id}-t.webp`,
    retailPrice: unitPrice,
    quantity: 10,
    category: null,
    manufacturer: {
      id: 'm',
      name: 'Ada Beauty',
      slug: 'ada-beauty',
      productCategory: ['personalCare'],
      deliverySettings: { fee: 0, freeAbove: null },
    },
  },
  ...extra,
});

const cart = (...lines: PricedCartLine[]): PricedCart => ({ lines, subtotal: 0, canCheckOut: true });

describe('applyPricing', () => {
  it("takes today's price and notes the old one", () => {
    const result = applyPricing([item('a', 1000)], cart(line('a', 1200, 1)), { authoritative: false });
    expect(result.changed).toBe(true);
    expect(result.cart[0]).toMatchObject({ price: 1200, retailPrice: 1200, thumbnailUrl: '/img/a-t.webp' });
    expect(result.notices.get('a')).toEqual({ wasPrice: 1000 });
  });

  it('caps a quantity over the stock with the server message', () => {
    const capped = line('a', 1000, 3, {
      requestedQuantity: 5,
      problem: 'QUANTITY_CAPPED',
      message: 'Only 3 of Product a left.',
    });
    const result = applyPricing([item('a', 1000, 5)], cart(capped), { authoritative: false });
    expect(result.cart[0]!.quantityBought).toBe(3);
    expect(result.notices.get('a')).toEqual({ message: 'Only 3 of Product a left.' });
  });

  it('leaves deleted and out-of-stock lines as they are, for the screen to mark', () => {
    const local = [item('gone', 500, 2), { ...item('none', 700, 1), thumbnailUrl: '/img/none-t.webp' }];
    const priced = cart(
      { ...line('gone', 0, 0, { problem: 'DELETED', requestedQuantity: 2 }), product: null },
      line('none', 700, 0, { problem: 'OUT_OF_STOCK', requestedQuantity: 1 }),
    );
    const result = applyPricing(local, priced, { authoritative: false });
    expect(result.cart).toEqual(local);
    expect(result.changed).toBe(false);
    expect(result.notices.size).toBe(0);
  });

  it('changes nothing when the server agrees (no save, no loop)', () => {
    const local = [item('a', 1000, 2)];
    const result = applyPricing([{ ...local[0]!, thumbnailUrl: '/img/a-t.webp' }], cart(line('a', 1000, 2)), {
      authoritative: false,
    });
    expect(result.changed).toBe(false);
  });

  it("a signed-in shopper's server cart is the truth, except lines changed here meanwhile", () => {
    const local = [item('a', 1000, 1), item('removed-elsewhere', 500), item('changed-here', 300, 4)];
    const server = cart(line('a', 1000, 2), line('changed-here', 300, 1), line('added-elsewhere', 800, 1));
    const result = applyPricing(local, server, {
      authoritative: true,
      keepLocal: (id) => id === 'changed-here',
    });
    expect(result.cart.map((i) => [i.id, i.quantityBought])).toEqual([
      ['a', 2],
      ['changed-here', 4],
      ['added-elsewhere', 1],
    ]);
    expect(result.cart[2]).toMatchObject({ name: 'Product added-elsewhere', category: 'personalCare', price: 800 });
  });
});
