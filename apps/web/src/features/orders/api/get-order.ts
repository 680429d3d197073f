import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/** The name every order query is cached under: a change to an order refreshes them all. */
export const ORDER_QUERY_NAME = 'Order';

export const ORDER_QUERY = graphql(`
  query Order($number: String!) {
    order(number: $number) {
      id
      number
      createdAt
      status
      paymentMethod
      paymentStatus
      shopperCanCancel
      paymentUrl
      storeNextStatuses
      subtotal
      deliveryFee
      total
      itemCount
      recipientName
      phone
      note
      cancelReason
      deliveryAddress {
        fullAddress
      }
      manufacturer {
        id
        name
        slug
      }
      storeContact {
        email
        address
      }
      lines(take: 50) {
        id
        productId
        name
        quantity
        unitPrice
        lineTotal
        thumbnailUrl
        review {
          id
          rating
        }
      }
      timeline(take: 10) {
        status
        actor
        at
        note
      }
    }
  }
`);

/** One order as its shopper or its store sees it. */
export type OrderDetail = NonNullable<ResultOf<typeof ORDER_QUERY>['order']>;
export type OrderStatus = OrderDetail['status'];
export type PaymentStatus = OrderDetail['paymentStatus'];
export type PaymentMethod = OrderDetail['paymentMethod'];
export type OrderActor = OrderDetail['timeline'][number]['actor'];
export type OrderEvent = OrderDetail['timeline'][number];
export type OrderLine = OrderDetail['lines'][number];

/** An order by its number; `data` is null when it does not exist or is not the viewer's. */
export function useOrder(number: string) {
  return useGraphQLQuery(ORDER_QUERY_NAME, ORDER_QUERY, { number });
}
