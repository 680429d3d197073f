import { graphql } from '../../../lib/graphql-document';

/** Sets one product's quantity in the signed-in shopper's server cart (adds it when new). */
export const SET_CART_LINE_MUTATION = graphql(`
  mutation SetCartLine($productId: String!, $quantity: Int!) {
    setCartLine(productId: $productId, quantity: $quantity) {
      canCheckOut
    }
  }
`);
