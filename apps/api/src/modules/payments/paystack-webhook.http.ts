import type { FastifyInstance } from 'fastify';
import { refuseOtherMethods, replyError, replyJson } from '../../platform/http/json';
import type { OrderPaymentsService } from '../orders/order-payments.service';

export const PAYSTACK_WEBHOOK_PATH = '/payments/paystack/webhook';
/** Paystack's events are a few kilobytes. */
const WEBHOOK_BODY_MAX_BYTES = 64 * 1024;

/**
 * `POST /payments/paystack/webhook`: Paystack's events, signed with HMAC-SHA512 of the raw body
 * (`x-paystack-signature`). Unsigned or forged: 401 and nothing changes. Signed: 200 whatever
 * it did (a replay, an unknown reference or a mismatch is logged, not retried by Paystack).
 */
export async function paystackWebhookRoutes(app: FastifyInstance, deps: { payments: OrderPaymentsService }) {
  // The signature covers the bytes as sent: this route (only) keeps the body raw, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(PAYSTACK_WEBHOOK_PATH, async (request, reply) => {
    if (!deps.payments.cardEnabled) return replyError(reply, 404, 'Card payment is not enabled.');
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const result = await deps.payments.handleWebhook(rawBody, request.headers);
    if (!result.signed) {
      request.log.warn({ path: PAYSTACK_WEBHOOK_PATH }, 'refused a webhook without a valid signature');
      return replyError(reply, 401, 'Invalid signature.');
    }
    request.log.info({ reference: result.reference, outcome: result.outcome }, 'paystack webhook');
    return replyJson(reply, 200, { received: true });
  });
  refuseOtherMethods(app, PAYSTACK_WEBHOOK_PATH, ['POST']);
}
