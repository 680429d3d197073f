/** Cached under these names: a written review, reply or report refreshes every list of them. */
export const REVIEW_QUERY_NAMES = ['StoreReviews', 'MyReviews', 'Store', 'Order'] as const;
