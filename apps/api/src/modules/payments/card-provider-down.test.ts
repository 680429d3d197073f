import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { CARD_PAGE_UNREACHABLE } from '../orders/orders.errors';
import { orderInput, PLACE_ORDER, stockOf } from '../orders/orders.fixtures';
import { paystackProvider } from './paystack-provider';

const MY_ORDERS = /* GraphQL */ `
  query {
    myOrders {
      nodes {
        number
        status
        paymentStatus
      }
    }
  }
`;

describe('card payment while the provider cannot be reached', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) refuses connections: Paystack is down.
    app = await startTestApp({
      cardPayments: paystackProvider({ secretKey: 'sk_test_unreachable', baseUrl: 'http://127.0.0.1:9' }),
    });
  });
  afterAll(() => app.stop());

  it('placeOrder says the order is saved and to try again (not an unexpected error); the same key keeps one order', async () => {
    const store = await manufacturerAccount(app);
    const cream = await createProduct(app, store, { quantity: 5 });
    const shopper = await signUp(app);
    const input = orderInput([{ productId: cream.id, quantity: 2 }], {
      paymentMethod: 'CARD',
      idempotencyKey: randomUUID(),
    });

    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.gql(PLACE_ORDER, { input }, shopper.token);
      expect(res.errors?.[0]).toMatchObject({ message: CARD_PAGE_UNREACHABLE, extensions: { code: 'CONFLICT' } });
    }
    const orders = (await app.gql(MY_ORDERS, {}, shopper.token)).data?.myOrders.nodes;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'PENDING', paymentStatus: 'UNPAID' });
    expect(await stockOf(app, cream.id)).toBe(3);
  });
});
