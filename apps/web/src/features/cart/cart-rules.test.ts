import { describe, expect, it, vi } from 'vitest';
import { addItem, decrease, increase, subtotal } from './cart-changes';
import { itemCount, parseCart, remove, type CartProduct } from './cart-rules';

const product = (id: string, retailPrice = 1000): CartProduct => ({
  id,
  name: `Product ${id}`,
  imageUrl: `/img/${id}.webp`,
  category: 'personalCare',
  retailPrice,
  store: { name: 'Ada Beauty', slug: 'ada-beauty' },
});

describe('cart rules', () => {
  it('appends a new product with quantityBought 1, its price and a store list', () => {
    const cart = addItem([], product('a', 2500));
    expect(cart).toEqual([
      expect.objectContaining({
        id: 'a',
        quantityBought: 1,
        price: 2500,
        store: [{ name: 'Ada Beauty', slug: 'ada-beauty' }],
      }),
    ]);
  });

  it('raises quantityBought by 1 when the product is already in the cart', () => {
    const cart = addItem(addItem(addItem([], product('a')), product('b')), product('a'));
    expect(cart.map((i) => [i.id, i.quantityBought])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('increases by 1 and decreases by 1, never below 1', () => {
    let cart = addItem([], product('a'));
    cart = increase(increase(cart, 'a'), 'a');
    expect(cart[0]!.quantityBought).toBe(3);
    cart = decrease(decrease(decrease(decrease(cart, 'a'), 'a'), 'a'), 'a');
    expect(cart[0]!.quantityBought).toBe(1);
  });

  it('removes by id', () => {
    const cart = remove(addItem(addItem([], product('a')), product('b')), 'a');
    expect(cart.map((i) => i.id)).toEqual(['b']);
  });

  it('sums price x quantityBought exactly', () => {
    const cart = increase(addItem(addItem([], product('a', 0.1)), product('b', 0.2)), 'a');
    expect(subtotal(cart)).toBe(0.4);
    expect(subtotal([])).toBe(0);
    expect(itemCount(cart)).toBe(3);
  });

  it('starts empty from nothing or from an unreadable entry, logging the read error', () => {
    const log = vi.fn();
    expect(parseCart(null, log)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    expect(parseCart('{not json', log)).toEqual([]);
    expect(parseCart('{"a":1}', log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    const saved = JSON.stringify(addItem([], product('a')));
    expect(parseCart(saved, log)).toHaveLength(1);
  });
});
