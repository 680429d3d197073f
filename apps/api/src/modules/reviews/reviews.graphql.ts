import { REVIEW_REPORT_REASONS } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { connectionOf, pageArgs } from '../../platform/graphql/paging';
import { resolveAssetUrl } from '../../platform/graphql/urls';
import { ManufacturerRef } from '../manufacturers/manufacturers.graphql';
import { OrderLineRef } from '../orders/orders.graphql';
import { thumbnailUrlFor } from '../uploads/images';
import type { AwaitingLine, ReviewsService, StoreRating } from './reviews.service';
import type { ReviewRow } from './reviews.table';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    reviews: ReviewsService;
  }
}

const ReviewReportReason = builder.enumType('ReviewReportReason', { values: REVIEW_REPORT_REASONS });

/** "Chioma Okafor" is shown as "Chioma O.": enough to be a person, not enough to find them. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

const StoreRatingRef = builder.objectRef<StoreRating>('StoreRating').implement({
  description: "A store's rating: the mean of its shown reviews' stars, and how many there are.",
  fields: (t) => ({
    average: t.float({
      nullable: true,
      description: 'From 1 to 5; null before the first review (the store is "New").',
      resolve: (r) => (r.count > 0 ? r.average : null),
    }),
    count: t.exposeInt('count'),
  }),
});

const ReviewReplyRef = builder.objectRef<{ text: string; at: Date }>('ReviewReply').implement({
  description: "The store's one answer to a review.",
  fields: (t) => ({
    text: t.exposeString('text'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.at }),
  }),
});

const ReviewRef = builder.objectRef<ReviewRow>('Review');
ReviewRef.implement({
  description: "A shopper's review of a product they bought and received from the store.",
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating', { description: 'Stars, 1 to 5.' }),
    text: t.exposeString('text'),
    photoUrl: t.string({ nullable: true, resolve: (r, _a, ctx) => resolveAssetUrl(r.photoUrl, ctx) }),
    photoThumbnailUrl: t.string({
      nullable: true,
      resolve: (r, _a, ctx) => (r.photoUrl ? resolveAssetUrl(thumbnailUrlFor(r.photoUrl), ctx) : null),
    }),
    authorName: t.string({
      description: 'The first name and the initial of the last, e.g. "Chioma O.".',
      resolve: async (r, _a, { loaders }) => shortName((await loaders.user.load(r.authorId))?.name ?? 'A shopper'),
    }),
    verifiedPurchase: t.boolean({
      description: 'Always true: only the shopper of a delivered order can review its products.',
      resolve: () => true,
    }),
    productId: t.exposeString('productId', { nullable: true, description: 'Null once the product is deleted.' }),
    productName: t.exposeString('productName', { description: 'As it was bought.' }),
    productThumbnailUrl: t.string({
      resolve: (r, _a, ctx) => resolveAssetUrl(thumbnailUrlFor(r.productImageUrl), ctx) ?? '',
    }),
    manufacturer: t.field({
      type: ManufacturerRef,
      resolve: async (r, _a, { loaders }) => {
        const store = await loaders.manufacturer.load(r.manufacturerId);
        if (!store) throw new Error(`review ${r.id} has no manufacturer ${r.manufacturerId}`);
        return store;
      },
    }),
    reply: t.field({
      type: ReviewReplyRef,
      nullable: true,
      resolve: (r) => (r.reply && r.repliedAt ? { text: r.reply, at: r.repliedAt } : null),
    }),
    hidden: t.boolean({
      description: 'Hidden from the store page after reports by several people, until it is looked at.',
      resolve: (r) => r.hiddenAt !== null,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const AwaitingReviewRef = builder.objectRef<AwaitingLine>('AwaitingReview');
AwaitingReviewRef.implement({
  description: 'A product of a delivered order that its shopper has not reviewed yet.',
  fields: (t) => ({
    orderLine: t.field({ type: OrderLineRef, resolve: (a) => a.line }),
    orderNumber: t.exposeString('orderNumber'),
    manufacturer: t.field({
      type: ManufacturerRef,
      resolve: async (a, _args, { loaders }) => {
        const store = await loaders.manufacturer.load(a.manufacturerId);
        if (!store) throw new Error(`order ${a.orderNumber} has no manufacturer`);
        return store;
      },
    }),
    deliveredAt: t.field({ type: 'DateTime', resolve: (a) => a.deliveredAt }),
  }),
});

const ReviewConnection = connectionOf('Review', ReviewRef);
const AwaitingReviewConnection = connectionOf('AwaitingReview', AwaitingReviewRef);

builder.objectField(ManufacturerRef, 'rating', (t) =>
  t.field({
    type: StoreRatingRef,
    description: "The mean of the store's reviews and their count.",
    resolve: (m, _a, { loaders }) => loaders.storeRating.load(m.id),
  }),
);

builder.objectField(OrderLineRef, 'review', (t) =>
  t.field({
    type: ReviewRef,
    nullable: true,
    description: "The shopper's review of this line; null until they write one.",
    resolve: (l, _a, { loaders }) => loaders.reviewOfLine.load(l.id),
  }),
);

const WriteReviewInput = builder.inputType('WriteReviewInput', {
  fields: (t) => ({
    orderLineId: t.string({ description: 'The line of your delivered order the review is about.' }),
    rating: t.float({ description: 'Stars, a whole number from 1 to 5.' }),
    text: t.string(),
    photoUrl: t.string({ description: 'An image uploaded to /upload first; empty for none.' }),
  }),
});

const ReportReviewInput = builder.inputType('ReportReviewInput', {
  fields: (t) => ({
    reviewId: t.string(),
    reason: t.field({ type: ReviewReportReason }),
    note: t.string({ description: 'Anything that helps whoever looks at it.' }),
  }),
});

builder.queryFields((t) => ({
  storeReviews: t.field({
    type: ReviewConnection,
    description: "A store's reviews, newest first (reviews hidden after reports are left out).",
    args: { manufacturerId: t.arg.string({ required: true }), ...pageArgs(t.arg) },
    resolve: (_root, { manufacturerId, first, after }, { services }) =>
      services.reviews.storeReviews(manufacturerId, { first, after }),
  }),
  myReviews: t.field({
    type: ReviewConnection,
    description: "The signed-in shopper's reviews, newest first.",
    args: pageArgs(t.arg),
    resolve: (_root, { first, after }, { services, viewer }) => services.reviews.myReviews(viewer, { first, after }),
  }),
  awaitingReview: t.field({
    type: AwaitingReviewConnection,
    description: "Products of the signed-in shopper's delivered orders still waiting for their review.",
    args: pageArgs(t.arg),
    resolve: (_root, { first, after }, { services, viewer }) =>
      services.reviews.awaitingReview(viewer, { first, after }),
  }),
}));

builder.mutationFields((t) => ({
  writeReview: t.field({
    type: ReviewRef,
    description: 'Reviews a product of your delivered order, once per order line.',
    args: { input: t.arg({ type: WriteReviewInput, required: true }) },
    resolve: (_root, { input }, { services, viewer, baseUrl }) => services.reviews.write(viewer, input, baseUrl),
  }),
  replyToReview: t.field({
    type: ReviewRef,
    description: "The store's owner answers a review of the store, once.",
    args: { reviewId: t.arg.string(), text: t.arg.string() },
    resolve: (_root, { reviewId, text }, { services, viewer }) => services.reviews.reply(viewer, reviewId, text),
  }),
  reportReview: t.boolean({
    description: 'Reports a review to be looked at; once per person. Several reports hide it meanwhile.',
    args: { input: t.arg({ type: ReportReviewInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      await services.reviews.report(viewer, input.reviewId, input);
      return true;
    },
  }),
}));
