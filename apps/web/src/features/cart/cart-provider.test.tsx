import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from './cart-provider';
import { addItem, increase } from './cart-changes';
import { clearSession, saveSession } from '../../lib/session';

const sync = vi.hoisted(() => ({ changed: vi.fn(), stop: vi.fn(), start: vi.fn() }));
vi.mock('./cart-sync', () => ({
  startCartSync: (userId: string, bridge: unknown) => {
    sync.start(userId, bridge);
    return { changed: sync.changed, stop: sync.stop };
  },
}));

const product = {
  id: 'p1',
  name: 'Soap',
  imageUrl: '/s.webp',
  category: null,
  retailPrice: 500,
  store: { name: 'S', slug: 's' },
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('CartProvider', () => {
  it('fails outside its provider with the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow('CartProvider is not available');
  });

  it('saves every change under the key "cart" and starts from it', () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => result.current.update((cart) => addItem(cart, product)));
    act(() => result.current.update((cart) => increase(cart, 'p1')));
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantityBought).toBe(2);
    const again = renderHook(() => useCart(), { wrapper: CartProvider });
    expect(again.result.current.count).toBe(2);
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

  it('a guest cart stays in this browser: the server sync is not even loaded', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => result.current.update((cart) => addItem(cart, product)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sync.start).not.toHaveBeenCalled();
  });

  it('signed in, every change is handed to the server sync; logging out stops it and clears the cart', async () => {
    saveSession({ userId: 'u1' });
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    await waitFor(() => expect(sync.start).toHaveBeenCalledWith('u1', expect.anything()));
    act(() => result.current.update((cart) => addItem(cart, product)));
    expect(sync.changed).toHaveBeenCalledTimes(1);
    act(() => result.current.replace([]));
    expect(sync.changed, "the server's own version is not sent back").toHaveBeenCalledTimes(1);

    act(() => result.current.update((cart) => addItem(cart, product)));
    localStorage.setItem('cart_sync', JSON.stringify({ owner: 'u1', mergeDue: false, synced: {} }));
    act(() => clearSession());
    expect(sync.stop).toHaveBeenCalled();
    await waitFor(() => expect(sync.start).toHaveBeenLastCalledWith(null, expect.anything()));
  });

  it('a guest who never signed in keeps the cart when no session is around', () => {
    localStorage.setItem('cart', JSON.stringify([{ ...product, price: 500, quantityBought: 1, store: [] }]));
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => clearSession());
    expect(result.current.count).toBe(1);
  });
});
