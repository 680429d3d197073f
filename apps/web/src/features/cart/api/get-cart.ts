import { graphql } from '../../../lib/graphql-document';

/** The signed-in shopper's cart as the server keeps it, priced now (same fields as PRICE_CART_QUERY). */
export const CART_QUERY = graphql(`
  query Cart {
    cart {
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
