import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { ListWindow } from '../../platform/paging';
import { codeGenerationJobs, productBatches, type ProductBatchRow } from './batches.table';

/** A batch with how many codes were asked for (not counting failed runs) and how many exist. */
export type BatchWithCodes = ProductBatchRow & { codesRequested: number; codesMade: number };

/** What shoppers are told of a recalled batch of a product. */
export type RecalledBatch = Pick<ProductBatchRow, 'id' | 'productId' | 'number' | 'manufactureDate' | 'expiryDate'> & {
  reason: string;
  recalledAt: Date;
};

export type BatchFields = Pick<ProductBatchRow, 'number' | 'manufactureDate' | 'expiryDate' | 'quantity'>;

const codesRequested = sql<number>`coalesce((
  select sum(${codeGenerationJobs.requested}) from ${codeGenerationJobs}
  where ${codeGenerationJobs.batchId} = "product_batches"."id" and ${codeGenerationJobs.status} <> 'failed'
), 0)::int`;
const codesMade = sql<number>`coalesce((
  select sum(${codeGenerationJobs.done}) from ${codeGenerationJobs}
  where ${codeGenerationJobs.batchId} = "product_batches"."id" and ${codeGenerationJobs.status} <> 'failed'
), 0)::int`;

const withCodes = { ...getTableColumns(productBatches), codesRequested, codesMade };

export class BatchesRepository {
  constructor(private readonly db: Database) {}

  /** A product's batches, the newest first. */
  listOfProduct(productId: string, window: { take: number; skip: number }): Promise<BatchWithCodes[]> {
    return this.db
      .select(withCodes)
      .from(productBatches)
      .where(eq(productBatches.productId, productId))
      .orderBy(desc(productBatches.createdAt), desc(productBatches.id))
      .limit(window.take)
      .offset(window.skip);
  }

  async findById(id: string): Promise<BatchWithCodes | null> {
    const [row] = await this.db.select(withCodes).from(productBatches).where(eq(productBatches.id, id));
    return row ?? null;
  }

  /**
   * Inside a transaction: the batch, locked against parallel code requests and edits. Locked
   * first, counted after: on PostgreSQL the locking statement's own counts would come from its
   * snapshot, taken before it waited for the lock, and miss the codes its holder just asked for.
   */
  async lock(id: string): Promise<BatchWithCodes | null> {
    const [locked] = await this.db
      .select({ id: productBatches.id })
      .from(productBatches)
      .where(eq(productBatches.id, id))
      .for('update');
    return locked ? this.findById(locked.id) : null;
  }

  async insert(productId: string, fields: BatchFields, now: Date): Promise<ProductBatchRow> {
    const [row] = await this.db
      .insert(productBatches)
      .values({ ...fields, productId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(id: string, fields: BatchFields, now: Date): Promise<ProductBatchRow | null> {
    const [row] = await this.db
      .update(productBatches)
      .set({ ...fields, updatedAt: now })
      .where(eq(productBatches.id, id))
      .returning();
    return row ?? null;
  }

  async countOfProduct(productId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productBatches)
      .where(eq(productBatches.productId, productId));
    return row?.n ?? 0;
  }

  async anyOfProduct(productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: productBatches.id })
      .from(productBatches)
      .where(eq(productBatches.productId, productId))
      .limit(1);
    return !!row;
  }

  /** Whether another batch of the product already has this number (any case). */
  async numberTaken(productId: string, number: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: productBatches.id })
      .from(productBatches)
      .where(
        and(
          eq(productBatches.productId, productId),
          sql`lower(${productBatches.number}) = lower(${number})`,
          exceptId ? ne(productBatches.id, exceptId) : undefined,
        ),
      )
      .orderBy(asc(productBatches.id))
      .limit(1);
    return !!row;
  }

  /** Marks the batch recalled, unless it already is (then null). */
  async recall(id: string, reason: string, now: Date): Promise<ProductBatchRow | null> {
    const [row] = await this.db
      .update(productBatches)
      .set({ recalledAt: now, recallReason: reason, updatedAt: now })
      .where(and(eq(productBatches.id, id), isNull(productBatches.recalledAt)))
      .returning();
    return row ?? null;
  }

  /** The recalled batches of each product, the latest recall first: one statement for any number of products. */
  async recalledOfProducts(productIds: readonly string[], { take, skip }: ListWindow): Promise<RecalledBatch[]> {
    const ranked = this.db
      .select({
        id: productBatches.id,
        rank: sql<number>`row_number() over (partition by ${productBatches.productId} order by ${productBatches.recalledAt} desc, ${productBatches.id})`.as(
          'rank',
        ),
      })
      .from(productBatches)
      .where(and(inArray(productBatches.productId, [...productIds]), isNotNull(productBatches.recalledAt)))
      .as('ranked');
    const rows = await this.db
      .select({
        id: productBatches.id,
        productId: productBatches.productId,
        number: productBatches.number,
        manufactureDate: productBatches.manufactureDate,
        expiryDate: productBatches.expiryDate,
        reason: productBatches.recallReason,
        recalledAt: productBatches.recalledAt,
      })
      .from(productBatches)
      .innerJoin(ranked, eq(ranked.id, productBatches.id))
      .where(and(gt(ranked.rank, skip), lte(ranked.rank, skip + take)))
      .orderBy(asc(productBatches.productId), asc(ranked.rank));
    return rows.flatMap(({ reason, recalledAt, ...batch }) =>
      reason !== null && recalledAt !== null ? [{ ...batch, reason, recalledAt }] : [],
    );
  }
}
