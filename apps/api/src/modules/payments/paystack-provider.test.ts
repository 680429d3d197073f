import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaystackStandIn, type PaystackStandIn } from '../../test/paystack-stand-in';
import { PaymentProviderError } from './payment-provider';
import { PAYSTACK_SIGNATURE_HEADER, paystackProvider, paystackSignature } from './paystack-provider';

const REFERENCE = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('paystackProvider', () => {
  let paystack: PaystackStandIn;

  beforeAll(async () => {
    paystack = await startPaystackStandIn();
  });
  afterAll(() => paystack.stop());

  const provider = () => paystackProvider({ secretKey: paystack.secretKey, baseUrl: `${paystack.url}/` });
  const order = {
    reference: REFERENCE,
    amountKobo: 250_000,
    email: 'ada@example.ng',
    returnUrl: 'https://kasuwa.ng/r',
  };

  it('initialises and verifies against the API; a wrong key or an unreachable host is a provider error', async () => {
    const started = await provider().initialise(order);
    expect(started?.redirectUrl).toMatch(new RegExp(`^${paystack.url}/checkout/`));
    expect(await provider().verify(REFERENCE)).toMatchObject({ reference: REFERENCE, status: 'FAILED' });
    const transaction = paystack.pay(REFERENCE, 'success');
    expect(await provider().verify(REFERENCE)).toEqual({
      reference: REFERENCE,
      status: 'PAID',
      amountKobo: 250_000,
      transactionId: String(transaction.id),
    });
    // Paystack takes a reference once.
    await expect(provider().initialise(order)).rejects.toBeInstanceOf(PaymentProviderError);
    const wrongKey = paystackProvider({ secretKey: 'sk_test_wrong', baseUrl: paystack.url });
    await expect(wrongKey.verify(REFERENCE)).rejects.toBeInstanceOf(PaymentProviderError);
    const unreachable = paystackProvider({ secretKey: paystack.secretKey, baseUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.verify(REFERENCE)).rejects.toBeInstanceOf(PaymentProviderError);
    // Not a reference of ours: never sent to Paystack.
    expect(await provider().verify('../../bank/transfer')).toMatchObject({ status: 'FAILED' });
  });

  it('reads a webhook only when its signature matches the raw body', () => {
    const event = (data: Record<string, unknown>, name = 'charge.success') =>
      Buffer.from(
        JSON.stringify({
          event: name,
          data: { id: 7, status: 'success', reference: REFERENCE, amount: 250_000, currency: 'NGN', ...data },
        }),
      );
    const signed = (body: Buffer) => ({ [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(paystack.secretKey, body) });
    const body = event({});
    expect(provider().verifyWebhook(body, signed(body))).toEqual({
      reference: REFERENCE,
      status: 'PAID',
      amountKobo: 250_000,
      transactionId: '7',
    });
    const upper = { [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(paystack.secretKey, body).toUpperCase() };
    expect(provider().verifyWebhook(body, upper)?.status).toBe('PAID');
    expect(provider().verifyWebhook(body, {})).toBeNull();
    expect(
      provider().verifyWebhook(body, { [PAYSTACK_SIGNATURE_HEADER]: [signed(body)[PAYSTACK_SIGNATURE_HEADER]] }),
    ).toBeNull();
    expect(provider().verifyWebhook(body, { [PAYSTACK_SIGNATURE_HEADER]: 'abc' })).toBeNull();
    const notJson = Buffer.from('event=charge.success');
    expect(provider().verifyWebhook(notJson, signed(notJson))).toBeNull();
    // A charge in another currency cannot pay a naira order; other events confirm nothing.
    const dollars = event({ currency: 'USD' });
    expect(provider().verifyWebhook(dollars, signed(dollars))?.status).toBe('FAILED');
    const refund = event({}, 'refund.processed');
    expect(provider().verifyWebhook(refund, signed(refund))?.status).toBe('PENDING');
  });
});
