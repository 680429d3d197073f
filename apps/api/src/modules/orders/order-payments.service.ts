import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { badInput, conflict, tryAgainIn, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { PaymentProviderError, type PaymentProvider, type PaymentVerification } from '../payments/payment-provider';
import { CARD_UNAVAILABLE, orderNotFound } from './orders.errors';
import { OrdersRepository } from './orders.repository';
import type { CheckoutResult } from './orders.service';

/** What a provider's confirmation did to the checkout it names. */
export type PaymentOutcome = 'PAID' | 'ALREADY_PAID' | 'NOT_PAID' | 'AMOUNT_MISMATCH' | 'UNKNOWN_REFERENCE';

export type WebhookResult = { signed: false } | { signed: true; reference: string; outcome: PaymentOutcome };

export const AMOUNT_MISMATCH =
  'The amount paid does not match the order total, so the order was not marked paid. Contact us to sort it out.';
/** Each return still unpaid asks the provider: one account asks this often. */
export const CONFIRMATIONS_PER_USER: RateLimitRule = {
  name: 'payment_confirm_user',
  points: 30,
  durationSeconds: 10 * 60,
  message: (seconds) => `Too many payment checks. ${tryAgainIn(seconds)}`,
};
export const PROVIDER_UNREACHABLE = 'We could not check the payment with the card provider. Try again in a minute.';

/**
 * Card payments of a checkout (one payment for all its orders, referenced by the checkout id):
 * confirmed when the shopper comes back (verified with the provider, server to server) and by
 * the provider's signed webhook. Either way the same rule applies once, under a lock on the
 * checkout: the amount must equal the orders' total in kobo.
 */
export class OrderPaymentsService {
  private readonly repository: OrdersRepository;

  constructor(
    private readonly db: Database,
    private readonly deps: {
      card: PaymentProvider | null;
      clock: Clock;
      rateLimiter: RateLimiter;
      /** Told of every confirmation that marked nothing paid for a reason worth a look (mismatch, unknown). */
      onPaymentProblem: (details: { reference: string; outcome: PaymentOutcome; amountKobo: number }) => void;
    },
  ) {
    this.repository = new OrdersRepository(db);
  }

  get cardEnabled(): boolean {
    return this.deps.card !== null;
  }

  /** The shopper is back from the payment page: ask the provider, then apply what it says. */
  async confirmReturn(viewer: Viewer | null, reference: unknown): Promise<CheckoutResult> {
    if (!viewer) throw unauthenticated();
    if (!this.deps.card) throw badInput(CARD_UNAVAILABLE, 'reference');
    if (!isId(reference)) throw orderNotFound();
    const checkout = await this.repository.findCheckout(reference);
    if (!checkout || checkout.shopperId !== viewer.userId) throw orderNotFound();

    if (!checkout.paidAt) {
      await this.deps.rateLimiter.consume(CONFIRMATIONS_PER_USER, viewer.userId);
      let verification: PaymentVerification;
      try {
        verification = await this.deps.card.verify(reference);
        // The provider must speak of this checkout; an answer about another one applies to nothing.
        if (verification.reference !== reference) throw new PaymentProviderError('verify answered another reference');
      } catch (error) {
        if (error instanceof PaymentProviderError) throw conflict(PROVIDER_UNREACHABLE, 'reference');
        throw error;
      }
      if ((await this.apply(verification)) === 'AMOUNT_MISMATCH') throw conflict(AMOUNT_MISMATCH, 'reference');
    }
    const orders = await this.repository.ordersOfCheckout(reference);
    // Not paid and not given up on: the same payment page takes another try.
    const canRetry = orders.some((o) => o.paymentStatus === 'UNPAID' && o.status !== 'CANCELLED');
    return {
      orders,
      paymentRedirectUrl: canRetry
        ? ((await this.repository.findCheckout(reference))?.paymentRedirectUrl ?? null)
        : null,
    };
  }

  /**
   * Asks the provider about a checkout about to be given up on (its webhook may have been lost):
   * true when it was paid and is now marked so. An unreachable provider counts as not paid; a
   * payment that lands after the cancellation is then owed back (REFUND_DUE), never lost.
   */
  async settleBeforeExpiry(checkoutId: string): Promise<boolean> {
    if (!this.deps.card) return false;
    let verification: PaymentVerification;
    try {
      verification = await this.deps.card.verify(checkoutId);
    } catch (error) {
      if (error instanceof PaymentProviderError) return false;
      throw error;
    }
    if (verification.reference !== checkoutId) return false;
    const outcome = await this.apply(verification);
    return outcome === 'PAID' || outcome === 'ALREADY_PAID';
  }

  /** A provider's webhook: nothing happens unless its signature over the raw body is right. */
  async handleWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<WebhookResult> {
    const verification = this.deps.card?.verifyWebhook(rawBody, headers) ?? null;
    if (!verification) return { signed: false };
    return { signed: true, reference: verification.reference, outcome: await this.apply(verification) };
  }

  /** Marks the checkout's orders paid when the provider says it was paid, in full, and not already. */
  private async apply(verification: PaymentVerification): Promise<PaymentOutcome> {
    if (verification.status !== 'PAID') return 'NOT_PAID';
    const outcome = isId(verification.reference)
      ? await this.db.transaction(async (tx) => {
          const repository = new OrdersRepository(tx);
          const checkout = await repository.lockCheckout(verification.reference);
          if (!checkout) return 'UNKNOWN_REFERENCE' as const;
          if (checkout.paidAt) return 'ALREADY_PAID' as const;
          const orders = await repository.ordersOfCheckout(checkout.id);
          const totalKobo = orders.reduce((sum, o) => sum + o.totalKobo, 0);
          if (orders.length === 0 || orders[0]?.paymentMethod !== 'CARD') return 'UNKNOWN_REFERENCE' as const;
          if (verification.amountKobo !== totalKobo) return 'AMOUNT_MISMATCH' as const;
          await repository.markCheckoutPaid(checkout.id, verification.transactionId ?? null, this.deps.clock());
          return 'PAID' as const;
        })
      : 'UNKNOWN_REFERENCE';
    if (outcome === 'AMOUNT_MISMATCH' || outcome === 'UNKNOWN_REFERENCE') {
      this.deps.onPaymentProblem({ reference: verification.reference, outcome, amountKobo: verification.amountKobo });
    }
    return outcome;
  }
}
