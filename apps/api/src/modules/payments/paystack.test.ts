import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger';
import { createProduct, manufacturerAccount, signUp, type Account } from '../../test/fixtures';
import { startPaystackStandIn, type PaystackStandIn } from '../../test/paystack-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ORDER, orderInput, PLACE_ORDER, stockOf } from '../orders/orders.fixtures';
import { orderCheckouts } from '../orders/orders.table';
import { PAYSTACK_SIGNATURE_HEADER, paystackProvider, paystackSignature } from './paystack-provider';
import { PAYSTACK_WEBHOOK_PATH } from './paystack-webhook.http';

const CONFIRM_PAYMENT = /* GraphQL */ `
  mutation Confirm($reference: String) {
    confirmPayment(reference: $reference) {
      paymentRedirectUrl
      orders(take: 10) {
        number
        status
        paymentStatus
        total
      }
    }
  }
`;

interface CardCheckout {
  reference: string;
  redirectUrl: string;
  numbers: string[];
  productIds: string[];
}

describe('card payment through Paystack (against the local stand-in)', () => {
  let app: TestApp;
  let paystack: PaystackStandIn;
  let now = new Date('2026-11-25T09:00:00Z');
  const logLines: string[] = [];
  let webhookUrl: string;

  beforeAll(async () => {
    paystack = await startPaystackStandIn();
    app = await startTestApp({
      clock: () => now,
      cardPayments: paystackProvider({ secretKey: paystack.secretKey, baseUrl: paystack.url }),
      logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
    });
    webhookUrl = `${app.url}${PAYSTACK_WEBHOOK_PATH}`;
  });
  afterAll(async () => {
    await app?.stop();
    await paystack?.stop();
  });

  /** A shopper buys from two brand stores by card: one payment for both orders. */
  async function cardCheckout(shopper: Account, key = randomUUID()): Promise<CardCheckout> {
    const first = await manufacturerAccount(app);
    const second = await manufacturerAccount(app, { brandStoreName: `Second ${randomUUID().slice(0, 8)}` });
    const cream = await createProduct(app, first, { quantity: 10, retailPrice: '1500' });
    const soap = await createProduct(app, second, { quantity: 10, retailPrice: '2000' });
    const lines = [
      { productId: cream.id, quantity: 3 },
      { productId: soap.id, quantity: 1 },
    ];
    const res = await app.gql(
      PLACE_ORDER,
      { input: { ...orderInput(lines, { paymentMethod: 'CARD' }), idempotencyKey: key } },
      shopper.token,
    );
    expect(res.errors).toBeUndefined();
    const redirectUrl = res.data?.placeOrder.paymentRedirectUrl as string;
    const transaction = [...paystack.transactions.values()].find((t) => redirectUrl.endsWith(`/${t.accessCode}`));
    if (!transaction) throw new Error('the stand-in initialised no transaction for this checkout');
    const orders = res.data?.placeOrder.orders as { number: string; paymentStatus: string }[];
    expect(orders.map((o) => o.paymentStatus)).toEqual(['UNPAID', 'UNPAID']);
    return {
      reference: transaction.reference,
      redirectUrl,
      numbers: orders.map((o) => o.number),
      productIds: [cream.id, soap.id],
    };
  }

  const paymentStatuses = async (checkout: CardCheckout, token: string) =>
    Promise.all(
      checkout.numbers.map(async (number) => (await app.gql(ORDER, { number }, token)).data?.order?.paymentStatus),
    );

  const storedCheckout = async (reference: string) => {
    const [row] = await app.database.db.select().from(orderCheckouts).where(eq(orderCheckouts.id, reference));
    return row;
  };

  it('offers card payment beside pay on delivery once Paystack is set up', async () => {
    expect((await app.gql(`{ paymentMethods }`)).data?.paymentMethods).toEqual(['PAY_ON_DELIVERY', 'CARD']);
  });

  it('initialises one transaction in kobo with the site’s own return address; a replayed checkout reuses it', async () => {
    const shopper = await signUp(app);
    const key = randomUUID();
    const checkout = await cardCheckout(shopper, key);
    const transaction = paystack.transactions.get(checkout.reference);
    // 3 × ₦1,500 + ₦2,000 = ₦6,500 = 650,000 kobo, for both stores' orders together.
    expect(transaction).toMatchObject({ amount: 650_000, currency: 'NGN', callbackUrl: `${app.url}/checkout/return` });
    expect(checkout.redirectUrl).toBe(`${paystack.url}/checkout/${transaction?.accessCode}`);

    const replayed = await app.gql(
      PLACE_ORDER,
      {
        input: {
          ...orderInput(
            checkout.productIds.map((productId) => ({ productId, quantity: 1 })),
            { paymentMethod: 'CARD' },
          ),
          idempotencyKey: key,
        },
      },
      shopper.token,
    );
    expect(replayed.data?.placeOrder.paymentRedirectUrl).toBe(checkout.redirectUrl);
    expect(paystack.initializeCalls.filter((r) => r === checkout.reference)).toHaveLength(1);
  });

  it('a paid checkout is marked PAID by the signed webhook, once; a replay and the return change nothing more', async () => {
    const shopper = await signUp(app);
    const checkout = await cardCheckout(shopper);
    const transaction = paystack.pay(checkout.reference, 'success');

    const delivered = await paystack.sendWebhook(webhookUrl, checkout.reference);
    expect(delivered.status).toBe(200);
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['PAID', 'PAID']);
    const paid = await storedCheckout(checkout.reference);
    expect(paid?.paymentTransactionId).toBe(String(transaction.id));
    expect(paid?.paidAt?.toISOString()).toBe(now.toISOString());

    now = new Date(now.getTime() + 60_000);
    const replay = await paystack.sendWebhook(webhookUrl, checkout.reference);
    expect(replay.status).toBe(200);
    const confirmed = await app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, shopper.token);
    expect(confirmed.data?.confirmPayment.paymentRedirectUrl).toBeNull();
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmPayment.orders.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual([
      'PAID',
      'PAID',
    ]);
    // Neither the replay nor the return touched the checkout again.
    expect((await storedCheckout(checkout.reference))?.paidAt?.toISOString()).toBe(paid?.paidAt?.toISOString());
  });

  it('a paid checkout is marked PAID when the shopper returns (verified server-side), idempotently', async () => {
    const shopper = await signUp(app);
    const checkout = await cardCheckout(shopper);

    // Back before paying: the provider says not paid, so nothing changes.
    const early = await app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, shopper.token);
    expect(early.errors).toBeUndefined();
    expect(early.data?.confirmPayment.orders.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual([
      'UNPAID',
      'UNPAID',
    ]);

    paystack.pay(checkout.reference, 'success');
    const [first, second] = await Promise.all([
      app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, shopper.token),
      app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, shopper.token),
    ]);
    for (const res of [first, second]) {
      expect(res.errors).toBeUndefined();
      expect(res.data?.confirmPayment.orders.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual([
        'PAID',
        'PAID',
      ]);
    }
    const paidAt = (await storedCheckout(checkout.reference))?.paidAt;
    expect(paidAt).toBeInstanceOf(Date);
    // The webhook arriving after the return changes nothing.
    now = new Date(now.getTime() + 60_000);
    expect((await paystack.sendWebhook(webhookUrl, checkout.reference)).status).toBe(200);
    expect((await storedCheckout(checkout.reference))?.paidAt?.toISOString()).toBe(paidAt?.toISOString());
  });

  it('unsigned and forged webhooks answer 401 and change nothing', async () => {
    const shopper = await signUp(app);
    const checkout = await cardCheckout(shopper);
    paystack.pay(checkout.reference, 'success');

    expect((await paystack.sendWebhook(webhookUrl, checkout.reference, { signWith: null })).status).toBe(401);
    expect((await paystack.sendWebhook(webhookUrl, checkout.reference, { signWith: 'sk_test_wrong' })).status).toBe(
      401,
    );
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['UNPAID', 'UNPAID']);
    expect((await storedCheckout(checkout.reference))?.paidAt).toBeNull();

    // A body signed, then changed by one byte: the signature no longer matches the raw body.
    const tampered = paystack.webhookBody(checkout.reference).replace('"amount":', '"amount": ');
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(paystack.secretKey, paystack.webhookBody(checkout.reference)),
      },
      body: tampered,
    });
    expect(res.status).toBe(401);
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['UNPAID', 'UNPAID']);
    // The same event correctly signed is applied: the refusals above were about the signature alone.
    expect((await paystack.sendWebhook(webhookUrl, checkout.reference)).status).toBe(200);
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['PAID', 'PAID']);
    expect((await fetch(webhookUrl, { method: 'GET' })).status).toBe(405);
  });

  it('an amount that differs from the orders’ total in kobo marks nothing paid and is logged', async () => {
    const shopper = await signUp(app);
    const checkout = await cardCheckout(shopper);
    paystack.pay(checkout.reference, 'success', { amountKobo: 649_999 });

    expect((await paystack.sendWebhook(webhookUrl, checkout.reference)).status).toBe(200);
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['UNPAID', 'UNPAID']);
    const returned = await app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, shopper.token);
    expect(returned.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(returned.errors?.[0]?.message).toMatch(/does not match the order total/);
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['UNPAID', 'UNPAID']);
    expect((await storedCheckout(checkout.reference))?.paidAt).toBeNull();
    const warnings = logLines.filter((l) => l.includes(checkout.reference) && l.includes('marked nothing paid'));
    expect(warnings).toHaveLength(2);
    expect(warnings.every((l) => l.includes('AMOUNT_MISMATCH') && l.includes('649999'))).toBe(true);
  });

  it('a signed webhook for an unknown reference, or for another event, answers 200 and changes nothing', async () => {
    const shopper = await signUp(app);
    const checkout = await cardCheckout(shopper);
    paystack.pay(checkout.reference, 'success');
    const unknown = randomUUID();
    const body = paystack.webhookBody(checkout.reference).replaceAll(checkout.reference, unknown);
    expect((await paystack.sendWebhook(webhookUrl, checkout.reference, { body })).status).toBe(200);
    const notOurs = paystack.webhookBody(checkout.reference).replaceAll(checkout.reference, 'T123456789');
    expect((await paystack.sendWebhook(webhookUrl, checkout.reference, { body: notOurs })).status).toBe(200);
    expect(logLines.some((l) => l.includes(unknown) && l.includes('UNKNOWN_REFERENCE'))).toBe(true);
    expect(logLines.some((l) => l.includes('T123456789') && l.includes('UNKNOWN_REFERENCE'))).toBe(true);
    const transfer = await paystack.sendWebhook(webhookUrl, checkout.reference, { event: 'transfer.success' });
    expect(transfer.status).toBe(200);
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['UNPAID', 'UNPAID']);
  });

  it('a card order is seen and confirmed only by its shopper', async () => {
    const shopper = await signUp(app);
    const stranger = await signUp(app);
    const checkout = await cardCheckout(shopper);
    paystack.pay(checkout.reference, 'success');

    for (const number of checkout.numbers) {
      expect((await app.gql(ORDER, { number }, stranger.token)).data?.order).toBeNull();
    }
    const byStranger = await app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, stranger.token);
    expect(byStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await app.gql(CONFIRM_PAYMENT, { reference: checkout.reference });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const malformed = await app.gql(CONFIRM_PAYMENT, { reference: "1' or '1'='1" }, shopper.token);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['UNPAID', 'UNPAID']);
  });

  it('limits the checks one shopper asks of Paystack; a paid checkout answers without asking', async () => {
    const shopper = await signUp(app);
    const checkout = await cardCheckout(shopper);
    const confirm = () => app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, shopper.token);
    for (let i = 0; i < 30; i++) expect((await confirm()).errors).toBeUndefined();
    const over = await confirm();
    expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(over.errors?.[0]?.message).toMatch(/^Too many payment checks\. Try again in \d+ minutes?\.$/);

    paystack.pay(checkout.reference, 'success');
    expect((await paystack.sendWebhook(webhookUrl, checkout.reference)).status).toBe(200);
    const paid = await confirm();
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.confirmPayment.orders.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual([
      'PAID',
      'PAID',
    ]);
  });

  it('a failed payment leaves the orders UNPAID; after 30 minutes the job cancels them and returns the stock', async () => {
    const shopper = await signUp(app);
    const checkout = await cardCheckout(shopper);
    const paidMeanwhile = await cardCheckout(shopper);
    paystack.pay(checkout.reference, 'failed');
    paystack.pay(paidMeanwhile.reference, 'success');
    expect(await stockOf(app, checkout.productIds[0] ?? '')).toBe(7);

    const returned = await app.gql(CONFIRM_PAYMENT, { reference: checkout.reference }, shopper.token);
    expect(returned.errors).toBeUndefined();
    expect(returned.data?.confirmPayment.orders.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual([
      'UNPAID',
      'UNPAID',
    ]);
    // The shopper may try the same payment page again while the orders wait, also from the order's page.
    expect(returned.data?.confirmPayment.paymentRedirectUrl).toBe(checkout.redirectUrl);
    const PAYMENT_URL = `query ($number: String!) { order(number: $number) { paymentUrl } }`;
    const number = checkout.numbers[0] ?? '';
    expect((await app.gql(PAYMENT_URL, { number }, shopper.token)).data?.order.paymentUrl).toBe(checkout.redirectUrl);
    // Its webhook never arrives: the sweep asks Paystack before giving up on the checkout.
    expect(await paymentStatuses(paidMeanwhile, shopper.token)).toEqual(['UNPAID', 'UNPAID']);

    now = new Date(now.getTime() + 31 * 60_000);
    await app.services.orders.cancelAbandonedCardOrders();
    // Cancelled: nothing left to pay.
    expect((await app.gql(PAYMENT_URL, { number }, shopper.token)).data?.order.paymentUrl).toBeNull();
    for (const number of checkout.numbers) {
      const order = (await app.gql(ORDER, { number }, shopper.token)).data?.order;
      expect(order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'UNPAID' });
      expect(order.timeline.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'SYSTEM' });
    }
    expect(await stockOf(app, checkout.productIds[0] ?? '')).toBe(10);
    expect(await stockOf(app, checkout.productIds[1] ?? '')).toBe(10);
    // The checkout paid without a webhook is marked paid, and keeps its orders and its stock.
    expect(await paymentStatuses(paidMeanwhile, shopper.token)).toEqual(['PAID', 'PAID']);
    expect(await stockOf(app, paidMeanwhile.productIds[0] ?? '')).toBe(7);

    // A payment that lands after its orders were cancelled is owed back, never lost.
    paystack.pay(checkout.reference, 'success');
    expect((await paystack.sendWebhook(webhookUrl, checkout.reference)).status).toBe(200);
    expect(await paymentStatuses(checkout, shopper.token)).toEqual(['REFUND_DUE', 'REFUND_DUE']);
  });
});
