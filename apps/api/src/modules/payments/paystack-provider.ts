import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PaymentProviderError, type PaymentProvider, type PaymentVerification } from './payment-provider';

export const DEFAULT_PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';
/** Paystack answers within seconds; a hung call must not hold a checkout request for long. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Our references are checkout ids (UUIDs); anything else is not ours and is never sent on. */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

const initialiseAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), reference: z.string() }),
});

/** The transaction fields we read, in `verify`'s answer and in a webhook's `data`. */
const transaction = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  reference: z.string(),
  /** In the currency's subunit: kobo for NGN. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
});
const verifyAnswer = z.object({ status: z.literal(true), data: transaction });
const webhookEvent = z.object({ event: z.string(), data: z.unknown() });

export interface PaystackOptions {
  secretKey: string;
  baseUrl?: string | undefined;
}

/**
 * Card and bank-transfer payment through Paystack: a transaction initialised server-side (the
 * shopper is sent to its `authorization_url`), confirmed by `verify` on return and by the
 * `charge.success` webhook, whose HMAC-SHA512 signature over the raw body is checked.
 */
export function paystackProvider(options: PaystackOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? DEFAULT_PAYSTACK_BASE_URL).replace(/\/+$/, '');

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Paystack could not be reached: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new PaymentProviderError(`Paystack answered ${response.status} to ${init.method} ${path}`);
    return body;
  }

  return {
    method: 'CARD',

    async initialise(order) {
      if (!REFERENCE.test(order.reference)) throw new PaymentProviderError('not a payment reference');
      const answer = initialiseAnswer.safeParse(
        await call('/transaction/initialize', {
          method: 'POST',
          body: {
            email: order.email,
            amount: order.amountKobo,
            currency: 'NGN',
            reference: order.reference,
            callback_url: order.returnUrl,
          },
        }),
      );
      if (!answer.success) throw new PaymentProviderError('Paystack answered initialize with an unexpected body');
      return { redirectUrl: answer.data.data.authorization_url };
    },

    async verify(reference) {
      if (!REFERENCE.test(reference)) return { reference, status: 'FAILED', amountKobo: 0 };
      const answer = verifyAnswer.safeParse(
        await call(`/transaction/verify/${encodeURIComponent(reference)}`, { method: 'GET' }),
      );
      if (!answer.success) throw new PaymentProviderError('Paystack answered verify with an unexpected body');
      return verificationOf(answer.data.data);
    },

    verifyWebhook(rawBody, headers) {
      const given = headers[PAYSTACK_SIGNATURE_HEADER];
      if (typeof given !== 'string' || !signatureMatches(options.secretKey, rawBody, given)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const event = webhookEvent.safeParse(parsed);
      if (!event.success) return null;
      const data = transaction.safeParse(event.data.data);
      if (!data.success) return null;
      const verification = verificationOf(data.data);
      // Only a successful charge confirms anything; other events (transfers, refunds...) are noted and ignored.
      return event.data.event === 'charge.success' ? verification : { ...verification, status: 'PENDING' };
    },
  };
}

/** The hex HMAC-SHA512 Paystack puts in `x-paystack-signature`. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

function signatureMatches(secretKey: string, rawBody: Buffer, given: string): boolean {
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'utf8');
  const received = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

function verificationOf(data: z.output<typeof transaction>): PaymentVerification {
  // Amounts are compared in kobo: a payment in another currency cannot pay a naira order.
  const paid = data.status === 'success' && data.currency === 'NGN';
  const failed = ['failed', 'abandoned', 'reversed'].includes(data.status) || data.currency !== 'NGN';
  return {
    reference: data.reference,
    status: paid ? 'PAID' : failed ? 'FAILED' : 'PENDING',
    amountKobo: data.amount,
    transactionId: data.id,
  };
}
