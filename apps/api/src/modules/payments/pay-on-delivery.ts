import type { PaymentProvider, PaymentVerification } from './payment-provider';

/** Cash or transfer to the rider: nothing to initialise, and the order is paid when it is delivered. */
export const payOnDelivery: PaymentProvider = {
  method: 'PAY_ON_DELIVERY',
  initialise: async () => null,
  verify: async (reference): Promise<PaymentVerification> => ({ reference, status: 'PENDING', amountKobo: 0 }),
  // No provider ever calls us about a payment on delivery.
  verifyWebhook: () => null,
};
