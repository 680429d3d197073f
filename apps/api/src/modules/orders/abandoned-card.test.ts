import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { PaymentProvider } from '../payments/payment-provider';
import { ORDER, orderInput, PLACE_ORDER, stockOf } from './orders.fixtures';

/** A card provider stand-in: it hands out a payment page and never confirms anything. */
const initialised: { reference: string; amountKobo: number }[] = [];
const standInCard: PaymentProvider = {
  method: 'CARD',
  initialise: async (order) => {
    initialised.push({ reference: order.reference, amountKobo: order.amountKobo });
    return { redirectUrl: `https://pay.example/${order.reference}` };
  },
  verify: async (reference) => ({ reference, status: 'PENDING', amountKobo: 0 }),
  verifyWebhook: () => null,
};

describe('abandoned card payments', () => {
  let app: TestApp;
  let now = new Date('2026-11-25T09:00:00Z');

  beforeAll(async () => {
    app = await startTestApp({ clock: () => now, cardPayments: standInCard });
  });
  afterAll(() => app.stop());

  it('cancels card orders still unpaid after 30 minutes and returns their stock; nothing else', async () => {
    const store = await manufacturerAccount(app);
    const product = await createProduct(app, store, { quantity: 10, retailPrice: '1500' });
    const shopper = await signUp(app);
    const place = (paymentMethod: string) =>
      app.gql(
        PLACE_ORDER,
        { input: orderInput([{ productId: product.id, quantity: 3 }], { paymentMethod }) },
        shopper.token,
      );

    const card = await place('CARD');
    expect(card.errors).toBeUndefined();
    const cardOrder = card.data?.placeOrder.orders[0];
    expect(cardOrder).toMatchObject({ paymentMethod: 'CARD', paymentStatus: 'UNPAID', status: 'PENDING' });
    expect(card.data?.placeOrder.paymentRedirectUrl).toMatch(/^https:\/\/pay\.example\//);
    expect(initialised.at(-1)?.amountKobo).toBe(450_000);
    const cash = (await place('PAY_ON_DELIVERY')).data?.placeOrder.orders[0];
    expect(await stockOf(app, product.id)).toBe(4);

    now = new Date(now.getTime() + 29 * 60_000);
    expect(await app.services.orders.cancelAbandonedCardOrders()).toBe(0);
    expect(await stockOf(app, product.id)).toBe(4);

    now = new Date(now.getTime() + 2 * 60_000);
    expect(await app.services.orders.cancelAbandonedCardOrders()).toBe(1);
    expect(await stockOf(app, product.id)).toBe(7);
    const read = async (number: string) => (await app.gql(ORDER, { number }, shopper.token)).data?.order;
    const expired = await read(cardOrder.number);
    expect(expired).toMatchObject({ status: 'CANCELLED', paymentStatus: 'UNPAID' });
    expect(expired.timeline.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'SYSTEM' });
    expect(await read(cash.number)).toMatchObject({ status: 'PENDING' });
    // Run again: nothing more to release.
    expect(await app.services.orders.cancelAbandonedCardOrders()).toBe(0);
    expect(await stockOf(app, product.id)).toBe(7);
  });
});
