import { graphql } from '../../../lib/graphql-document';

/** Takes one product out of the signed-in shopper's server cart. */
export const REMOVE_CART_LINE_MUTATION = graphql(`
  mutation RemoveCartLine($productId: String!) {
    removeCartLine(productId: $productId) {
      canCheckOut
    }
  }
`);
