import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import type * as OrderNumber from './order-number';
import { placeOrder, stockOf } from './orders.fixtures';

/** The numbers the next orders draw, in turn; random ones once they run out. */
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('./order-number', async (importOriginal) => {
  const original = await importOriginal<typeof OrderNumber>();
  return { ...original, newOrderNumber: () => drawn.shift() ?? original.newOrderNumber() };
});

describe('placeOrder when an order number is already taken', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('draws new numbers and writes the checkout once', async () => {
    const store = await manufacturerAccount(app);
    const product = await createProduct(app, store, { quantity: 10 });
    const shopper = await signUp(app);
    drawn.push('KSW-222222');
    const [first] = await placeOrder(app, shopper.token, [{ productId: product.id, quantity: 1 }]);
    expect(first?.number).toBe('KSW-222222');

    drawn.push('KSW-222222', 'KSW-333333');
    const [second] = await placeOrder(app, shopper.token, [{ productId: product.id, quantity: 2 }]);
    expect(second?.number).toBe('KSW-333333');
    expect(await stockOf(app, product.id)).toBe(7);
    const mine = await app.gql(`{ myOrders { totalCount } }`, {}, shopper.token);
    expect(mine.data?.myOrders.totalCount).toBe(2);
  });
});
