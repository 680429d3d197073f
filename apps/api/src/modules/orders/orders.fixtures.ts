import { randomUUID } from 'node:crypto';
import type { GraphQLApp } from '../../test/test-app';

export const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      paymentRedirectUrl
      orders(take: 10) {
        id
        number
        status
        paymentMethod
        paymentStatus
        subtotal
        deliveryFee
        total
        phone
        manufacturerId
        lines(take: 50) {
          productId
          name
          unitPrice
          quantity
        }
      }
    }
  }
`;

export const ORDER = /* GraphQL */ `
  query Order($number: String!) {
    order(number: $number) {
      number
      status
      paymentStatus
      cancelReason
      timeline(take: 10) {
        status
        actor
        note
      }
    }
  }
`;

export const CANCEL_ORDER = /* GraphQL */ `
  mutation Cancel($number: String, $reason: String) {
    cancelOrder(number: $number, reason: $reason) {
      number
      status
      paymentStatus
    }
  }
`;

export const UPDATE_ORDER_STATUS = /* GraphQL */ `
  mutation Update($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      number
      status
      paymentStatus
      cancelReason
    }
  }
`;

export const PRODUCT_STOCK = /* GraphQL */ `
  query Stock($id: String) {
    product(where: { id: $id }) {
      quantity
    }
  }
`;

export function orderInput(lines: { productId: string; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    lines,
    address: { fullAddress: '5 Adeola Odeku Street, Victoria Island, Lagos', latitude: 6.43, longitude: 3.42 },
    recipientName: 'Chioma Okafor',
    phone: '0803 123 4567',
    note: 'Call when you arrive',
    paymentMethod: 'PAY_ON_DELIVERY',
    ...overrides,
  };
}

export interface PlacedOrder {
  id: string;
  number: string;
  status: string;
  paymentStatus: string;
  total: number;
  manufacturerId: string;
}

export async function placeOrder(
  app: GraphQLApp,
  token: string,
  lines: { productId: string; quantity: number }[],
  overrides: Record<string, unknown> = {},
): Promise<PlacedOrder[]> {
  const res = await app.gql(PLACE_ORDER, { input: orderInput(lines, overrides) }, token);
  if (!res.data?.placeOrder) throw new Error(`placeOrder failed: ${JSON.stringify(res.errors)}`);
  return res.data.placeOrder.orders as PlacedOrder[];
}

export async function stockOf(app: GraphQLApp, productId: string): Promise<number> {
  const res = await app.gql(PRODUCT_STOCK, { id: productId });
  return res.data?.product?.quantity as number;
}
