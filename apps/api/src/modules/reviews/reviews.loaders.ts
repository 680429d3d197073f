import DataLoader from 'dataloader';
import type { ReviewsService } from './reviews.service';

export const createReviewLoaders = (reviews: ReviewsService) => ({
  /** Each store's rating over its shown reviews: one grouped statement for a page of stores. */
  storeRating: new DataLoader(async (ids: readonly string[]) => {
    const found = new Map((await reviews.ratingsOf(ids)).map((r) => [r.manufacturerId, r]));
    return ids.map((id) => found.get(id) ?? { manufacturerId: id, average: 0, count: 0 });
  }),
  reviewOfLine: new DataLoader(async (lineIds: readonly string[]) => {
    const found = new Map((await reviews.findByLineIds(lineIds)).map((r) => [r.orderLineId, r]));
    return lineIds.map((id) => found.get(id) ?? null);
  }),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createReviewLoaders> {}
}
