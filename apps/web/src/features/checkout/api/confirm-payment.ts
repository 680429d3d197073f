import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const CONFIRM_PAYMENT_MUTATION = graphql(`
  mutation ConfirmPayment($reference: String) {
    confirmPayment(reference: $reference) {
      paymentRedirectUrl
      orders(take: 50) {
        number
        status
        paymentStatus
      }
    }
  }
`);

/** Back from the card page: the server asks the provider whether the checkout was paid. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      graphqlRequest(CONFIRM_PAYMENT_MUTATION, { reference }).then((data) => data.confirmPayment),
    // Orders, the cart, stock on product pages: placing an order changes them all.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
