/** A store with products and a shopper's pay-on-delivery orders, made through the real API. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createOwner, createProduct, graphql, type Owner } from './dashboard-owner';

const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orders(take: 10) {
        number
        total
        deliveryFee
      }
    }
  }
`;

export interface PlacedOrder {
  number: string;
  total: number;
  deliveryFee: number;
}

/** Places one order (pay on delivery) as `shopper` for `recipientName`. */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Owner,
  lines: { productId: string; quantity: number }[],
  recipientName: string,
): Promise<PlacedOrder> {
  const { placeOrder: placed } = await graphql<{ placeOrder: { orders: PlacedOrder[] } }>(
    request,
    PLACE_ORDER,
    {
      input: {
        idempotencyKey: randomUUID(),
        lines,
        address: { fullAddress: '5 Adeola Odeku Street, Victoria Island, Lagos', latitude: 6.43, longitude: 3.42 },
        recipientName,
        phone: '0803 123 4567',
        note: 'Call when you arrive',
        paymentMethod: 'PAY_ON_DELIVERY',
      },
    },
    shopper.token,
  );
  return placed.orders[0]!;
}

/** A store with one product (₦1,250, 40 in stock) and a shopper without a business. */
export async function storeWithShopper(request: APIRequestContext) {
  const store = await createOwner(request);
  const productId = await createProduct(request, store, 'Plantain Chips');
  const shopper = await createOwner(request, { withBusiness: false });
  return { store, productId, shopper };
}
