import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { placeOrder } from '../orders/orders.fixtures';

const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    canCheckOut
    subtotal
    lines {
      productId
      requestedQuantity
      quantity
      unitPrice
      lineTotal
      problem
      message
    }
  }
`;
const PRICE_CART = `query ($lines: [CartLineInput!]!) { priceCart(lines: $lines) { ...CartFields } } ${CART_FIELDS}`;
const CART = `{ cart { ...CartFields } } ${CART_FIELDS}`;
const SET_LINE = `mutation ($productId: String, $quantity: Int) { setCartLine(productId: $productId, quantity: $quantity) { ...CartFields } } ${CART_FIELDS}`;
const REMOVE_LINE = `mutation ($productId: String) { removeCartLine(productId: $productId) { ...CartFields } } ${CART_FIELDS}`;
const MERGE = `mutation ($lines: [CartLineInput!]!) { mergeCart(lines: $lines) { ...CartFields } } ${CART_FIELDS}`;

describe('cart', () => {
  let app: TestApp;
  let queries = 0;
  beforeAll(async () => {
    app = await startTestApp({ onQuery: () => void (queries += 1) });
  });
  afterAll(() => app.stop());

  it('prices any cart from the server in one query: price now, deleted, out of stock, capped', async () => {
    const store = await manufacturerAccount(app);
    const fine = await createProduct(app, store, { name: 'Fine', retailPrice: '1200', quantity: 9 });
    const few = await createProduct(app, store, { name: 'Few', retailPrice: '500', quantity: 2 });
    const none = await createProduct(app, store, { name: 'None', retailPrice: '700', quantity: 1 });
    const buyer = await signUp(app);
    await placeOrder(app, buyer.token, [{ productId: none.id, quantity: 1 }]);
    const gone = randomUUID();

    queries = 0;
    const res = await app.gql(PRICE_CART, {
      lines: [
        { productId: fine.id, quantity: 2 },
        { productId: few.id, quantity: 5 },
        { productId: none.id, quantity: 1 },
        { productId: gone, quantity: 1 },
      ],
    });
    expect(queries).toBe(1);
    expect(res.data?.priceCart).toEqual({
      canCheckOut: false,
      subtotal: 3400,
      lines: [
        {
          productId: fine.id,
          requestedQuantity: 2,
          quantity: 2,
          unitPrice: 1200,
          lineTotal: 2400,
          problem: null,
          message: null,
        },
        {
          productId: few.id,
          requestedQuantity: 5,
          quantity: 2,
          unitPrice: 500,
          lineTotal: 1000,
          problem: 'QUANTITY_CAPPED',
          message: 'Only 2 of Few left.',
        },
        {
          productId: none.id,
          requestedQuantity: 1,
          quantity: 0,
          unitPrice: 700,
          lineTotal: 0,
          problem: 'OUT_OF_STOCK',
          message: 'None is out of stock.',
        },
        {
          productId: gone,
          requestedQuantity: 1,
          quantity: 0,
          unitPrice: 0,
          lineTotal: 0,
          problem: 'DELETED',
          message: 'This product is no longer sold.',
        },
      ],
    });
    const bad = await app.gql(PRICE_CART, { lines: [{ productId: fine.id, quantity: -1 }] });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: '0.quantity' } });
    const tooMany = await app.gql(PRICE_CART, {
      lines: Array.from({ length: 51 }, () => ({ productId: randomUUID(), quantity: 1 })),
    });
    expect(tooMany.errors?.[0]?.message).toBe('At most 50 different products at once');
  });

  it("keeps a signed-in user's cart on the server and merges the local cart into it, capped at the stock", async () => {
    const store = await manufacturerAccount(app);
    const a = await createProduct(app, store, { name: 'A', retailPrice: '100', quantity: 5 });
    const b = await createProduct(app, store, { name: 'B', retailPrice: '200', quantity: 5 });
    const c = await createProduct(app, store, { name: 'C', retailPrice: '300', quantity: 1 });
    const user = await signUp(app);
    await placeOrder(app, (await signUp(app)).token, [{ productId: c.id, quantity: 1 }]);

    expect((await app.gql(CART, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await app.gql(SET_LINE, { productId: a.id, quantity: 2 }, user.token);
    const set = await app.gql(SET_LINE, { productId: b.id, quantity: 1 }, user.token);
    expect(
      set.data?.setCartLine.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    ).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    const merged = await app.gql(
      MERGE,
      {
        lines: [
          { productId: a.id, quantity: 4 },
          { productId: c.id, quantity: 1 },
          { productId: randomUUID(), quantity: 1 },
        ],
      },
      user.token,
    );
    expect(
      merged.data?.mergeCart.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    ).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
    const removed = await app.gql(REMOVE_LINE, { productId: b.id }, user.token);
    expect(removed.data?.removeCartLine.lines).toHaveLength(1);
    // Another device, same account: the same cart.
    expect((await app.gql(CART, {}, user.token)).data?.cart.subtotal).toBe(500);
    const unknown = await app.gql(SET_LINE, { productId: randomUUID(), quantity: 1 }, user.token);
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'That product does not exist',
      extensions: { field: 'productId' },
    });
    // Buying takes the bought products out of the server cart.
    await placeOrder(app, user.token, [{ productId: a.id, quantity: 1 }]);
    expect((await app.gql(CART, {}, user.token)).data?.cart.lines).toEqual([]);
  });
});
