import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from './cart-provider';

const product = {
  id: 'p1',
  name: 'Soap',
  imageUrl: '/s.webp',
  category: null,
  retailPrice: 500,
  store: { name: 'S', slug: 's' },
};

afterEach(() => localStorage.clear());

describe('CartProvider', () => {
  it('fails outside its provider with the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow('CartProvider is not available');
  });

  it('saves every change under the key "cart" and starts from it', () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => result.current.add(product));
    act(() => result.current.increase('p1'));
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantityBought).toBe(2);
    const again = renderHook(() => useCart(), { wrapper: CartProvider });
    expect(again.result.current.count).toBe(2);
    expect(again.result.current.subtotal).toBe(1000);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => {
      localStorage.setItem('cart', JSON.stringify([{ ...product, price: 500, quantityBought: 4, store: [] }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current.count).toBe(4);
    render(<CartProvider>ok</CartProvider>);
  });
});
