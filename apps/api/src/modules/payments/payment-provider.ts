/** What a payment provider needs to know about an order (or a checkout's orders paid together). */
export interface PayableOrder {
  /** Our reference for the payment: the provider echoes it back on return and in webhooks. */
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the provider sends the shopper back after paying. */
  returnUrl: string;
}

export interface PaymentVerification {
  reference: string;
  status: 'PAID' | 'FAILED' | 'PENDING';
  /** What the provider says was paid, compared with the order's total before anything changes. */
  amountKobo: number;
  /** The provider's own id for the transaction, kept on the checkout once it pays. */
  transactionId?: string;
}

/**
 * A way to pay. Pay on delivery needs no round trip (initialise answers null); a card provider
 * answers the page to send the shopper to, and confirms payments both on return (verify) and by
 * signed webhook (verifyWebhook).
 */
export interface PaymentProvider {
  readonly method: 'PAY_ON_DELIVERY' | 'CARD';
  initialise(order: PayableOrder): Promise<{ redirectUrl: string } | null>;
  verify(reference: string): Promise<PaymentVerification>;
  /** The event a webhook carries when its signature over the raw body is right; null when it is not. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaymentVerification | null;
}

/** The providers the checkout can offer: pay on delivery always, a card provider when configured. */
export interface PaymentProviders {
  payOnDelivery: PaymentProvider;
  card: PaymentProvider | null;
}

/** The provider could not be reached or answered something unexpected: nothing was confirmed. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
