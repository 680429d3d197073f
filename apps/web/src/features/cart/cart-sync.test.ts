import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricedCart } from './api/price-cart';
import type { Cart, CartItem } from './cart-rules';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql-client', async (original) => ({
  ...(await original<object>()),
  graphqlRequest: request,
}));
const { cartSettled, startCartSync } = await import('./cart-sync');
const { GraphQLRequestError } = await import('../../lib/graphql-client');

const item = (id: string, quantityBought: number): CartItem => ({
  id,
  name: id,
  imageUrl: `/${id}.webp`,
  category: null,
  retailPrice: 100,
  price: 100,
  quantityBought,
  store: [{ name: 'S', slug: 's' }],
});

/** The server's cart as CART_QUERY answers it. */
const serverCart = (lines: [string, number][]): { cart: PricedCart } => ({
  cart: {
    lines: lines.map(([id, quantity]) => ({
      productId: id,
      quantity,
      requestedQuantity: quantity,
      unitPrice: 100,
      lineTotal: 100 * quantity,
      problem: null,
      message: null,
      product: {
        id,
        name: id,
        imageUrl: `/${id}.webp`,
        thumbnailUrl: `/${id}.webp`,
        retailPrice: 100,
        quantity: 50,
        category: null,
        manufacturer: {
          id: 'm',
          name: 'S',
          slug: 's',
          productCategory: [],
          deliverySettings: { fee: 0, freeAbove: null },
        },
      },
    })),
    subtotal: 0,
    canCheckOut: true,
  },
});

function browserCart(initial: Cart) {
  let cart = initial;
  return { read: () => cart, write: vi.fn((next: Cart) => (cart = next)), set: (next: Cart) => (cart = next) };
}

const operation = (call: unknown[]) => /(query|mutation) (\w+)/.exec(call[0] as string)?.[2];
const calls = () => request.mock.calls.map((call) => [operation(call), call[1]]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  localStorage.clear();
  request.mockReset();
});

describe('cart sync', () => {
  it('a screen pricing the cart right after log-in waits for the merge, not only for the sync to load', async () => {
    const cart = browserCart([item('a', 2)]);
    let merged = false;
    request.mockImplementation((document: string) => {
      if (/mergeCart/.test(document)) merged = true;
      return Promise.resolve(/mergeCart/.test(document) ? { mergeCart: { lines: [] } } : serverCart([['a', 2]]));
    });
    // The checkout asks before the sync (a lazy chunk) has started for the new user...
    const priced = cartSettled('u1').then(() => merged);
    await settle();
    const sync = startCartSync('u1', cart);
    // ...and hears back only once the guest cart reached the server.
    expect(await priced).toBe(true);
    sync.stop();
  });

  it("on log-in merges the guest's cart once, then takes the server's cart", async () => {
    const cart = browserCart([item('a', 2)]);
    request.mockImplementation((document: string) =>
      Promise.resolve(
        /mergeCart/.test(document)
          ? { mergeCart: { lines: [] } }
          : serverCart([
              ['a', 3],
              ['b', 1],
            ]),
      ),
    );
    const sync = startCartSync('u1', cart);
    await settle();
    expect(calls()).toEqual([
      ['MergeCart', { lines: [{ productId: 'a', quantity: 2 }] }],
      ['Cart', {}],
    ]);
    expect(cart.read().map((i) => [i.id, i.quantityBought])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    sync.stop();

    // Another tab, or the next page load: no second merge.
    request.mockClear();
    startCartSync('u1', cart).stop();
    await settle();
    expect(calls().map(([name]) => name)).not.toContain('MergeCart');
  });

  it('a page load right after the merge keeps the merged quantity and never sends the guest one back', async () => {
    const cart = browserCart([item('a', 1)]);
    // The server already held 2: the merge answers 3, then the full cart never arrives (the page reloads).
    request.mockImplementation((document: string) =>
      /mergeCart/.test(document)
        ? Promise.resolve({ mergeCart: { lines: [{ productId: 'a', requestedQuantity: 3 }] } })
        : new Promise(() => undefined),
    );
    const first = startCartSync('u1', cart);
    await settle();
    expect(cart.read().map((i) => [i.id, i.quantityBought])).toEqual([['a', 3]]);
    first.stop();

    request.mockReset();
    request.mockResolvedValue(serverCart([['a', 3]]));
    const reloaded = startCartSync('u1', cart);
    await settle();
    expect(calls().map(([name]) => name)).toEqual(['Cart']);
    expect(cart.read().map((i) => [i.id, i.quantityBought])).toEqual([['a', 3]]);
    reloaded.stop();
  });

  it('sends quantities, not taps: two quick changes end as the last quantity on the server', async () => {
    const cart = browserCart([]);
    request.mockResolvedValue(serverCart([['a', 1]]));
    const sync = startCartSync('u1', cart);
    await settle();
    request.mockClear();
    request.mockResolvedValue({ setCartLine: { canCheckOut: true } });
    cart.set([item('a', 2)]);
    sync.changed();
    cart.set([item('a', 3)]);
    sync.changed();
    await settle();
    expect(calls().at(-1)).toEqual(['SetCartLine', { productId: 'a', quantity: 3 }]);
    cart.set([]);
    sync.changed();
    await settle();
    expect(calls().at(-1)).toEqual(['RemoveCartLine', { productId: 'a' }]);
    sync.stop();
  });

  it('offline: the change stays here and is sent on focus', async () => {
    const cart = browserCart([]);
    request.mockResolvedValue(serverCart([]));
    const sync = startCartSync('u1', cart);
    await settle();
    request.mockReset();
    request.mockRejectedValue(new GraphQLRequestError('Network error occurred', 'NETWORK_ERROR'));
    cart.set([item('a', 4)]);
    sync.changed();
    await settle();
    expect(cart.read()).toHaveLength(1);

    request.mockReset();
    request.mockImplementation((document: string) =>
      Promise.resolve(/setCartLine/.test(document) ? { setCartLine: { canCheckOut: true } } : serverCart([['a', 4]])),
    );
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(calls()[0]).toEqual(['SetCartLine', { productId: 'a', quantity: 4 }]);
    expect(cart.read().map((i) => i.quantityBought)).toEqual([4]);
    sync.stop();
  });

  it("on log-out clears the signed-in shopper's copy; a guest's cart is left alone", async () => {
    request.mockResolvedValue(serverCart([['a', 1]]));
    const cart = browserCart([]);
    startCartSync('u1', cart).stop();
    await settle();
    startCartSync(null, cart);
    expect(cart.read()).toEqual([]);
    expect(localStorage.getItem('cart_sync')).toBeNull();

    const guest = browserCart([item('b', 1)]);
    startCartSync(null, guest);
    expect(guest.write).not.toHaveBeenCalled();
  });

  it("another shopper's copy is dropped, not merged, when someone else signs in", async () => {
    request.mockResolvedValue(serverCart([]));
    const cart = browserCart([]);
    startCartSync('u1', cart).stop();
    await settle();
    cart.set([item('a', 1)]);
    request.mockClear();
    startCartSync('u2', cart).stop();
    expect(cart.read()).toEqual([]);
    await settle();
    expect(calls().map(([name]) => name)).not.toContain('MergeCart');
  });
});
