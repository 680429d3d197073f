import { and, avg, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orderLines, orders, type OrderLineRow } from '../orders/orders.table';
import { reviewReports, reviews, type ReviewRow } from './reviews.table';

export interface Keyset {
  value: string;
  id: string;
}

export interface StoreRating {
  manufacturerId: string;
  average: number;
  count: number;
}

/** An order line the shopper may review: its order was delivered to them and it has no review yet. */
export interface AwaitingLine {
  line: OrderLineRow;
  orderNumber: string;
  manufacturerId: string;
  deliveredAt: Date;
}

const newestFirst = (after: Keyset | undefined, createdAt: typeof reviews.createdAt, id: typeof reviews.id) =>
  after
    ? or(lt(createdAt, new Date(after.value)), and(eq(createdAt, new Date(after.value)), lt(id, after.id)))
    : undefined;

export class ReviewsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
    const [row] = await this.db.insert(reviews).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async findById(id: string, lock = false): Promise<ReviewRow | null> {
    const query = this.db.select().from(reviews).where(eq(reviews.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  findByIds(ids: readonly string[]): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(inArray(reviews.id, [...ids]));
  }

  findByLineIds(lineIds: readonly string[]): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(inArray(reviews.orderLineId, [...lineIds]));
  }

  /** The line with its order, when `shopperId` bought it. */
  async lineOf(shopperId: string, lineId: string) {
    const [row] = await this.db
      .select({ line: orderLines, order: orders })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, lineId), eq(orders.shopperId, shopperId)));
    return row ?? null;
  }

  /** Each store's mean rating and count over its shown reviews, in one statement. */
  async ratingsOf(manufacturerIds: readonly string[]): Promise<StoreRating[]> {
    const rows = await this.db
      .select({ manufacturerId: reviews.manufacturerId, average: avg(reviews.rating), count: count() })
      .from(reviews)
      .where(and(inArray(reviews.manufacturerId, [...manufacturerIds]), isNull(reviews.hiddenAt)))
      .groupBy(reviews.manufacturerId);
    return rows.map((r) => ({ manufacturerId: r.manufacturerId, average: Number(r.average), count: Number(r.count) }));
  }

  storePage(manufacturerId: string, limit: number, after: Keyset | undefined): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.manufacturerId, manufacturerId),
          isNull(reviews.hiddenAt),
          newestFirst(after, reviews.createdAt, reviews.id),
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit);
  }

  async storeCount(manufacturerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.manufacturerId, manufacturerId), isNull(reviews.hiddenAt)));
    return Number(row?.n ?? 0);
  }

  authorPage(authorId: string, limit: number, after: Keyset | undefined): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.authorId, authorId), newestFirst(after, reviews.createdAt, reviews.id)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit);
  }

  async authorCount(authorId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(reviews).where(eq(reviews.authorId, authorId));
    return Number(row?.n ?? 0);
  }

  private awaitingWhere(shopperId: string) {
    return and(eq(orders.shopperId, shopperId), eq(orders.status, 'DELIVERED'), isNull(reviews.id));
  }

  /** Lines of the shopper's delivered orders without a review, most recently delivered first. */
  async awaitingPage(shopperId: string, limit: number, after: Keyset | undefined): Promise<AwaitingLine[]> {
    const rows = await this.db
      .select({
        line: orderLines,
        orderNumber: orders.number,
        manufacturerId: orders.manufacturerId,
        deliveredAt: orders.updatedAt,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
      .where(
        and(
          this.awaitingWhere(shopperId),
          after
            ? or(
                lt(orders.updatedAt, new Date(after.value)),
                and(eq(orders.updatedAt, new Date(after.value)), lt(orderLines.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(orders.updatedAt), desc(orderLines.id))
      .limit(limit);
    return rows;
  }

  async awaitingCount(shopperId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
      .where(this.awaitingWhere(shopperId));
    return Number(row?.n ?? 0);
  }

  /** Sets the reply only while there is none: the brand replies once. */
  async reply(id: string, text: string, at: Date): Promise<ReviewRow | null> {
    const [row] = await this.db
      .update(reviews)
      .set({ reply: text, repliedAt: at })
      .where(and(eq(reviews.id, id), isNull(reviews.reply)))
      .returning();
    return row ?? null;
  }

  /** Records the report once per person; false when they had reported it already. */
  async addReport(values: typeof reviewReports.$inferInsert): Promise<boolean> {
    const rows = await this.db.insert(reviewReports).values(values).onConflictDoNothing().returning();
    return rows.length > 0;
  }

  async countReported(id: string, hideAfter: number, at: Date): Promise<ReviewRow | null> {
    const [row] = await this.db
      .update(reviews)
      .set({
        reportCount: sql`${reviews.reportCount} + 1`,
        hiddenAt: sql`case when ${reviews.hiddenAt} is null and ${reviews.reportCount} + 1 >= ${hideAfter} then ${at.toISOString()}::timestamptz else ${reviews.hiddenAt} end`,
      })
      .where(eq(reviews.id, id))
      .returning();
    return row ?? null;
  }

  reportsOf(reviewIds: readonly string[], reporterId: string) {
    return this.db
      .select({ reviewId: reviewReports.reviewId })
      .from(reviewReports)
      .where(and(inArray(reviewReports.reviewId, [...reviewIds]), eq(reviewReports.reporterId, reporterId)));
  }
}
