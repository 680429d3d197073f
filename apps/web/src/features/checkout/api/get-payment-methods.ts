import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const PAYMENT_METHODS_QUERY = graphql(`
  query PaymentMethods {
    paymentMethods
  }
`);

/** The ways to pay the server offers now: pay on delivery always, card when a provider is set up. */
export function usePaymentMethods() {
  return useGraphQLQuery('PaymentMethods', PAYMENT_METHODS_QUERY, undefined, { staleTime: 5 * 60_000 });
}
