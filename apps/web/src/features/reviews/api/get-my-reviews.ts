import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/** How many of each list the account screen shows. */
export const MY_REVIEWS_SHOWN = 50;

export const MY_REVIEWS_QUERY = graphql(`
  query MyReviews($first: Int) {
    myReviews(first: $first) {
      totalCount
      nodes {
        id
        rating
        text
        authorName
        verifiedPurchase
        productId
        productName
        photoUrl
        photoThumbnailUrl
        createdAt
        reply {
          text
          createdAt
        }
        hidden
        manufacturer {
          id
          name
          slug
        }
      }
    }
    awaitingReview(first: $first) {
      totalCount
      nodes {
        orderNumber
        deliveredAt
        manufacturer {
          id
          name
        }
        orderLine {
          id
          name
          thumbnailUrl
        }
      }
    }
  }
`);

type MyReviewsResult = ResultOf<typeof MY_REVIEWS_QUERY>;
export type MyReview = MyReviewsResult['myReviews']['nodes'][number];
export type AwaitingReview = MyReviewsResult['awaitingReview']['nodes'][number];

/** The shopper's reviews, and the products of delivered orders still waiting for one. */
export function useMyReviews() {
  return useGraphQLQuery('MyReviews', MY_REVIEWS_QUERY, { first: MY_REVIEWS_SHOWN });
}
