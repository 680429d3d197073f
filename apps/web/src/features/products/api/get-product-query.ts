import { graphql } from '../../../lib/graphql-document';

/**
 * The product pages' one read, in a file of its own (no runtime imports): the web build also hands
 * its text to the server (page-reads.json), which answers it inside those pages' HTML.
 */
export const GET_PRODUCT_QUERY = graphql(`
  query GetProduct($id: String!) {
    product(where: { id: $id }) {
      id
      name
      description
      imageUrl
      thumbnailUrl
      retailPrice
      category
      quantity
      batchNumber
      batchQuantity
      barCode
      manufactureDate
      expiryDate
      createdAt
      recalledBatches {
        number
        reason
        recalledAt
        expiryDate
      }
      manufacturer {
        name
        slug
        productCategory
        stores {
          id
          name
          contact
          location {
            fullAddress
          }
        }
      }
    }
  }
`);
