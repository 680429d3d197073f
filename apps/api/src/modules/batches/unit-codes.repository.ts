import { and, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { products } from '../products/products.table';
import { codeGenerationJobs, productBatches, unitCodes, type CodeGenerationJobRow } from './batches.table';

export type DownloadFormat = 'csv' | 'pdf';

export class UnitCodesRepository {
  constructor(private readonly db: Database) {}

  /** The serial after the last one any run of the batch took (failed runs keep theirs). */
  async nextSerial(batchId: string): Promise<number> {
    const [row] = await this.db
      .select({
        next: sql<number>`coalesce(max(${codeGenerationJobs.firstSerial} + ${codeGenerationJobs.requested}), 1)::int`,
      })
      .from(codeGenerationJobs)
      .where(eq(codeGenerationJobs.batchId, batchId));
    return row?.next ?? 1;
  }

  /** The codes a business asked for since `since`, in runs that did not fail. */
  async requestedByManufacturerSince(manufacturerId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${codeGenerationJobs.requested}), 0)::int` })
      .from(codeGenerationJobs)
      .innerJoin(productBatches, eq(productBatches.id, codeGenerationJobs.batchId))
      .innerJoin(products, eq(products.id, productBatches.productId))
      .where(
        and(
          eq(products.manufacturerId, manufacturerId),
          gte(codeGenerationJobs.createdAt, since),
          ne(codeGenerationJobs.status, 'failed'),
        ),
      );
    return row?.n ?? 0;
  }

  async insertJob(values: typeof codeGenerationJobs.$inferInsert): Promise<CodeGenerationJobRow> {
    const [row] = await this.db.insert(codeGenerationJobs).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findJob(id: string): Promise<CodeGenerationJobRow | null> {
    const [row] = await this.db.select().from(codeGenerationJobs).where(eq(codeGenerationJobs.id, id));
    return row ?? null;
  }

  async latestJob(batchId: string): Promise<CodeGenerationJobRow | null> {
    const [row] = await this.db
      .select()
      .from(codeGenerationJobs)
      .where(eq(codeGenerationJobs.batchId, batchId))
      .orderBy(desc(codeGenerationJobs.createdAt), desc(codeGenerationJobs.id))
      .limit(1);
    return row ?? null;
  }

  /** Writes the hashes of serials first.. (a rerun after a crash skips those already written) and counts them done. */
  async addCodes(job: CodeGenerationJobRow, rows: { serial: number; codeHash: Buffer }[], done: number) {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(unitCodes)
        .values(rows.map((r) => ({ batchId: job.batchId, serial: r.serial, codeHash: r.codeHash })))
        .onConflictDoNothing({ target: [unitCodes.batchId, unitCodes.serial] });
      await tx
        .update(codeGenerationJobs)
        .set({
          done,
          status: done === job.requested ? 'done' : 'running',
          finishedAt: done === job.requested ? new Date() : null,
        })
        .where(eq(codeGenerationJobs.id, job.id));
    });
  }

  async markFailed(id: string): Promise<void> {
    await this.db
      .update(codeGenerationJobs)
      .set({ status: 'failed', sealedSeed: null, finishedAt: new Date() })
      .where(eq(codeGenerationJobs.id, id));
  }

  /**
   * Takes the one download of `format` if it is still there: true once, false after. When both
   * formats are taken the seed is erased in the same statement.
   */
  async takeDownload(id: string, format: DownloadFormat, now: Date): Promise<CodeGenerationJobRow | null> {
    const column = format === 'csv' ? codeGenerationJobs.csvDownloadedAt : codeGenerationJobs.pdfDownloadedAt;
    const other = format === 'csv' ? codeGenerationJobs.pdfDownloadedAt : codeGenerationJobs.csvDownloadedAt;
    const [row] = await this.db
      .update(codeGenerationJobs)
      .set(format === 'csv' ? { csvDownloadedAt: now } : { pdfDownloadedAt: now })
      .where(and(eq(codeGenerationJobs.id, id), isNull(column), sql`${codeGenerationJobs.sealedSeed} is not null`))
      .returning();
    if (!row) return null;
    // The seed is read before it goes: the caller derives the codes from the returned row.
    await this.db
      .update(codeGenerationJobs)
      .set({ sealedSeed: null })
      .where(and(eq(codeGenerationJobs.id, id), sql`${other} is not null`));
    return row;
  }

  async unfinishedJobIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: codeGenerationJobs.id })
      .from(codeGenerationJobs)
      .where(inArray(codeGenerationJobs.status, ['queued', 'running']));
    return rows.map((r) => r.id);
  }

  /** Erases the seeds whose download window has closed. */
  async eraseExpiredSeeds(now: Date): Promise<number> {
    const rows = await this.db
      .update(codeGenerationJobs)
      .set({ sealedSeed: null })
      .where(and(sql`${codeGenerationJobs.sealedSeed} is not null`, sql`${codeGenerationJobs.downloadUntil} < ${now}`))
      .returning({ id: codeGenerationJobs.id });
    return rows.length;
  }
}
