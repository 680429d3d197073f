import { graphql } from '../../../lib/graphql-document';

/**
 * Adds the browser's cart to the server's on log-in (quantities added, capped at the stock). Only
 * the merged quantities are read back (they become the browser's at once); the full cart is fetched
 * with CART_QUERY afterwards.
 */
export const MERGE_CART_MUTATION = graphql(`
  mutation MergeCart($lines: [CartLineInput!]!) {
    mergeCart(lines: $lines) {
      lines {
        productId
        requestedQuantity
      }
    }
  }
`);
