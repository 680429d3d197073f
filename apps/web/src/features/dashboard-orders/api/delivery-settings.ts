import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

const DELIVERY_SETTINGS_NAME = 'DeliverySettings';

export const DELIVERY_SETTINGS_QUERY = graphql(`
  query DeliverySettings($manufacturerId: String!) {
    manufacturer(where: { id: $manufacturerId }) {
      id
      deliverySettings {
        fee
        freeAbove
      }
    }
  }
`);

export type DeliverySettings = NonNullable<
  ResultOf<typeof DELIVERY_SETTINGS_QUERY>['manufacturer']
>['deliverySettings'];

/** What the store charges for delivery (naira); `freeAbove` null when delivery is never free. */
export function useDeliverySettings(manufacturerId: string) {
  return useGraphQLQuery(DELIVERY_SETTINGS_NAME, DELIVERY_SETTINGS_QUERY, { manufacturerId });
}

export const SET_DELIVERY_SETTINGS_MUTATION = graphql(`
  mutation SetDeliverySettings($input: DeliverySettingsInput!) {
    setDeliverySettings(input: $input) {
      fee
      freeAbove
    }
  }
`);

/** Saves the fee and the free-delivery threshold (naira; null: never free); the shown settings refresh. */
export function useSetDeliverySettings(manufacturerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { fee: number; freeAbove: number | null }) =>
      graphqlRequest(SET_DELIVERY_SETTINGS_MUTATION, { input: { manufacturerId, ...values } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DELIVERY_SETTINGS_NAME] }),
  });
}
