import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { MY_ORDERS_QUERY_NAME } from './get-my-orders';
import { ORDER_QUERY_NAME } from './get-order';

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($number: String, $reason: String) {
    cancelOrder(number: $number, reason: $reason) {
      id
      number
      status
    }
  }
`);

/** The shopper cancels their order before it ships; the order and the order lists are read again after. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, reason }: { number: string; reason: string }) =>
      graphqlRequest(CANCEL_ORDER, { number, reason: reason.trim() === '' ? null : reason.trim() }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_NAME] }),
        queryClient.invalidateQueries({ queryKey: [MY_ORDERS_QUERY_NAME] }),
      ]),
  });
}
