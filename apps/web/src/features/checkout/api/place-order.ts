import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const PLACE_ORDER_MUTATION = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      paymentRedirectUrl
      orders(take: 50) {
        number
      }
    }
  }
`);

export type PlaceOrderInput = VariablesOf<typeof PLACE_ORDER_MUTATION>['input'];
export type PlacedCheckout = ResultOf<typeof PLACE_ORDER_MUTATION>['placeOrder'];

/** Places the checkout's orders (one per brand store). */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) =>
      graphqlRequest(PLACE_ORDER_MUTATION, { input }).then((data) => data.placeOrder),
    // Orders, the cart, stock on product pages: placing an order changes them all.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
