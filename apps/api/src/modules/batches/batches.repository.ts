import { and, asc, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { codeGenerationJobs, productBatches, type ProductBatchRow } from './batches.table';

/** A batch with how many codes were asked for (not counting failed runs) and how many exist. */
export type BatchWithCodes = ProductBatchRow & { codesRequested: number; codesMade: number };

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

  /** Inside a transaction: the batch, locked against parallel code requests and edits. */
  async lock(id: string): Promise<BatchWithCodes | null> {
    const [row] = await this.db.select(withCodes).from(productBatches).where(eq(productBatches.id, id)).for('update');
    return row ?? null;
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
}
