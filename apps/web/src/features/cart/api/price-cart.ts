import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';

/** Prices any list of lines now (the browser's cart before sign-in): one query for all of them. */
export const PRICE_CART_QUERY = graphql(`
  query PriceCart($lines: [CartLineInput!]!) {
    priceCart(lines: $lines) {
      lines {
        productId
        quantity
        requestedQuantity
        unitPrice
        lineTotal
        problem
        message
        product {
          id
          name
          thumbnailUrl
          imageUrl
          retailPrice
          quantity
          category
          manufacturer {
            id
            name
            slug
            productCategory
            deliverySettings {
              fee
              freeAbove
            }
          }
        }
      }
      subtotal
      canCheckOut
    }
  }
`);

/** The cart as the server prices it now: current prices, stock, problems, subtotal, canCheckOut. */
export type PricedCart = ResultOf<typeof PRICE_CART_QUERY>['priceCart'];
export type PricedCartLine = PricedCart['lines'][number];
