import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import type { OrderStatus } from '../order-types';

export const UPDATE_ORDER_STATUS_MUTATION = graphql(`
  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      id
      number
      status
      paymentStatus
      storeNextStatuses
    }
  }
`);

/**
 * Moves one of the store's orders on, or cancels it with a reason. Afterwards every query refreshes:
 * the order, the list and the new-order count in the sidebar.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { number: string; status: OrderStatus; reason?: string }) =>
      graphqlRequest(UPDATE_ORDER_STATUS_MUTATION, { input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
