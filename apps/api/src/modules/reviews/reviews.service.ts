import {
  REVIEW_HIDE_AFTER_REPORTS,
  reviewReplySchema,
  reviewReportSchema,
  reviewSchema,
  type ReviewReportReason,
} from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { conflict, forbidden, notFound, tryAgainIn, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { ImageUrlRule } from '../uploads/image-url-rule';
import { ReviewsRepository, type AwaitingLine, type StoreRating } from './reviews.repository';
import type { ReviewRow } from './reviews.table';

export type { AwaitingLine, StoreRating };

const NEWEST = 'NEWEST';
const DELIVERED = 'DELIVERED';

/** Reports are cheap to send and each one counts towards hiding a review: one account sends this many an hour. */
export const REVIEW_REPORTS_PER_USER: RateLimitRule = {
  name: 'review_report_user',
  points: 20,
  durationSeconds: 60 * 60,
  message: (seconds) => `You have reported many reviews in a short time. ${tryAgainIn(seconds)}`,
};

export const REVIEW_MESSAGES = {
  lineNotFound: 'Order item not found',
  reviewNotFound: 'Review not found',
  notDelivered: 'You can review a product once its order is delivered.',
  alreadyReviewed: 'You have already reviewed this product from this order.',
  alreadyReplied: 'Your store has already replied to this review.',
  notYourStore: 'Only the store that sold it can reply to a review.',
  ownReview: 'You cannot report your own review.',
  ownStore: 'A store cannot report its own reviews: reply to it instead.',
  alreadyReported: 'You have already reported this review.',
} as const;

export interface ListOptions {
  first?: number | null;
  after?: string | null;
}

/**
 * Reviews of delivered purchases (one per order line), the brand's one reply, and reports that
 * hide a review once enough different people sent one (decision 0019).
 */
export class ReviewsService {
  private readonly repository: ReviewsRepository;

  constructor(
    private readonly db: Database,
    private readonly deps: {
      manufacturers: Pick<ManufacturersService, 'findByIds'>;
      rateLimiter: RateLimiter;
      clock: Clock;
      imageUrls: ImageUrlRule;
    },
  ) {
    this.repository = new ReviewsRepository(db);
  }

  async write(
    viewer: Viewer | null,
    input: { orderLineId?: unknown } & Record<string, unknown>,
    requestBaseUrl?: string,
  ): Promise<ReviewRow> {
    if (!viewer) throw unauthenticated();
    const { orderLineId, ...rest } = input;
    if (!isId(orderLineId)) throw notFound(REVIEW_MESSAGES.lineNotFound);
    const values = parseInput(reviewSchema, rest);
    const bought = await this.repository.lineOf(viewer.userId, orderLineId.toLowerCase());
    if (!bought) throw notFound(REVIEW_MESSAGES.lineNotFound);
    if (bought.order.status !== DELIVERED) throw conflict(REVIEW_MESSAGES.notDelivered);
    const photoUrl = values.photoUrl ? this.deps.imageUrls.toStored(values.photoUrl, 'photoUrl', requestBaseUrl) : null;
    const row = await this.repository.insert({
      orderLineId: bought.line.id,
      authorId: viewer.userId,
      manufacturerId: bought.order.manufacturerId,
      productId: bought.line.productId,
      productName: bought.line.name,
      productImageUrl: bought.line.imageUrl,
      rating: values.rating,
      text: values.text,
      photoUrl,
      createdAt: this.deps.clock(),
    });
    if (!row) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    return row;
  }

  /** The store's owner answers a review of their store, once. */
  async reply(viewer: Viewer | null, reviewId: unknown, text: unknown): Promise<ReviewRow> {
    if (!viewer) throw unauthenticated();
    const review = await this.find(reviewId);
    if (!(await this.isStoreOwner(viewer, review))) throw forbidden(REVIEW_MESSAGES.notYourStore);
    const reply = parseInput(reviewReplySchema, text);
    const row = await this.repository.reply(review.id, reply, this.deps.clock());
    if (!row) throw conflict(REVIEW_MESSAGES.alreadyReplied);
    return row;
  }

  /** Any signed-in person but its author and its store reports a review once; enough reports hide it. */
  async report(
    viewer: Viewer | null,
    reviewId: unknown,
    input: { reason?: unknown; note?: unknown },
  ): Promise<ReviewRow> {
    if (!viewer) throw unauthenticated();
    const review = await this.find(reviewId);
    const { reason, note } = parseInput(reviewReportSchema, input);
    if (review.authorId === viewer.userId) throw forbidden(REVIEW_MESSAGES.ownReview);
    if (await this.isStoreOwner(viewer, review)) throw forbidden(REVIEW_MESSAGES.ownStore);
    await this.deps.rateLimiter.consume(REVIEW_REPORTS_PER_USER, viewer.userId);
    const now = this.deps.clock();
    return this.db.transaction(async (tx) => {
      const repository = new ReviewsRepository(tx);
      const added = await repository.addReport({
        reviewId: review.id,
        reporterId: viewer.userId,
        reason: reason satisfies ReviewReportReason,
        note: note ?? null,
        createdAt: now,
      });
      if (!added) throw conflict(REVIEW_MESSAGES.alreadyReported);
      const counted = await repository.countReported(review.id, REVIEW_HIDE_AFTER_REPORTS, now);
      if (!counted) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      return counted;
    });
  }

  /** A store's shown reviews, newest first (hidden ones left out). */
  async storeReviews(manufacturerId: unknown, options: ListOptions): Promise<Page<ReviewRow>> {
    if (!isId(manufacturerId)) throw notFound('Store not found');
    const id = manufacturerId.toLowerCase();
    return this.paged(
      options,
      (limit, after) => this.repository.storePage(id, limit, after),
      () => this.repository.storeCount(id),
    );
  }

  /** The viewer's own reviews, newest first, hidden ones included (they see why). */
  myReviews(viewer: Viewer | null, options: ListOptions): Promise<Page<ReviewRow>> {
    if (!viewer) throw unauthenticated();
    return this.paged(
      options,
      (limit, after) => this.repository.authorPage(viewer.userId, limit, after),
      () => this.repository.authorCount(viewer.userId),
    );
  }

  /** The viewer's delivered order lines still without a review, most recently delivered first. */
  async awaitingReview(viewer: Viewer | null, options: ListOptions): Promise<Page<AwaitingLine>> {
    if (!viewer) throw unauthenticated();
    const limit = pageSize(options.first);
    const after = options.after ? decodeCursor(NEWEST, options.after) : undefined;
    const keyset = after && { value: String(after.value), id: after.id };
    const [rows, totalCount] = await Promise.all([
      this.repository.awaitingPage(viewer.userId, limit + 1, keyset),
      this.repository.awaitingCount(viewer.userId),
    ]);
    return pageOf(rows, limit, totalCount, (last) =>
      encodeCursor(NEWEST, last.deliveredAt.toISOString(), last.line.id),
    );
  }

  ratingsOf(manufacturerIds: readonly string[]): Promise<StoreRating[]> {
    return this.repository.ratingsOf(manufacturerIds);
  }

  findByLineIds(lineIds: readonly string[]): Promise<ReviewRow[]> {
    return this.repository.findByLineIds(lineIds);
  }

  private async isStoreOwner(viewer: Viewer, review: ReviewRow): Promise<boolean> {
    const [store] = await this.deps.manufacturers.findByIds([review.manufacturerId]);
    return store?.ownerId === viewer.userId;
  }

  private async find(reviewId: unknown): Promise<ReviewRow> {
    const review = isId(reviewId) ? await this.repository.findById(reviewId.toLowerCase()) : null;
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    return review;
  }

  private async paged(
    options: ListOptions,
    page: (limit: number, after: { value: string; id: string } | undefined) => Promise<ReviewRow[]>,
    total: () => Promise<number>,
  ): Promise<Page<ReviewRow>> {
    const limit = pageSize(options.first);
    const after = options.after ? decodeCursor(NEWEST, options.after) : undefined;
    const [rows, totalCount] = await Promise.all([
      page(limit + 1, after && { value: String(after.value), id: after.id }),
      total(),
    ]);
    return pageOf(rows, limit, totalCount, (last) => encodeCursor(NEWEST, last.createdAt.toISOString(), last.id));
  }
}
