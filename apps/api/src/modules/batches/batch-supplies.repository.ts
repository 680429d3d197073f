import { and, asc, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { ListWindow } from '../../platform/paging';
import { stores, type StoreRow } from '../retailers/retailers.table';
import { batchSupplies, type BatchSupplyRow } from './batches.table';

/** A supply with the retailer it went to. */
export type SupplyWithStore = BatchSupplyRow & { store: StoreRow };

export class BatchSuppliesRepository {
  constructor(private readonly db: Database) {}

  /**
   * The same slice of each batch's supplies with their retailers, the latest day first (then the
   * latest recorded): one statement for them all.
   */
  async ofBatches(batchIds: readonly string[], { take, skip }: ListWindow): Promise<SupplyWithStore[]> {
    const ranked = this.db
      .select({
        id: batchSupplies.id,
        rank: sql<number>`row_number() over (partition by ${batchSupplies.batchId} order by ${batchSupplies.suppliedOn} desc, ${batchSupplies.createdAt} desc, ${batchSupplies.id} desc)`.as(
          'rank',
        ),
      })
      .from(batchSupplies)
      .where(inArray(batchSupplies.batchId, [...batchIds]))
      .as('ranked');
    const rows = await this.db
      .select({ supply: getTableColumns(batchSupplies), store: getTableColumns(stores) })
      .from(batchSupplies)
      .innerJoin(ranked, eq(ranked.id, batchSupplies.id))
      .innerJoin(stores, eq(stores.id, batchSupplies.storeId))
      .where(and(gt(ranked.rank, skip), lte(ranked.rank, skip + take)))
      .orderBy(asc(batchSupplies.batchId), asc(ranked.rank));
    return rows.map(({ supply, store }) => ({ ...supply, store }));
  }

  async findById(id: string): Promise<BatchSupplyRow | null> {
    const [row] = await this.db.select().from(batchSupplies).where(eq(batchSupplies.id, id));
    return row ?? null;
  }

  /** The units counted in each batch's supplies (supplies without a count add nothing). */
  async unitsOfBatches(batchIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ batchId: batchSupplies.batchId, units: sql<number>`coalesce(sum(${batchSupplies.units}), 0)::int` })
      .from(batchSupplies)
      .where(inArray(batchSupplies.batchId, [...batchIds]))
      .groupBy(batchSupplies.batchId);
    return new Map(rows.map((r) => [r.batchId, Number(r.units)]));
  }

  async unitsOf(batchId: string): Promise<number> {
    return (await this.unitsOfBatches([batchId])).get(batchId) ?? 0;
  }

  /** The manufacturer's retailer with this id, or null (another maker's, or none). */
  async storeOf(manufacturerId: string, storeId: string): Promise<StoreRow | null> {
    const [row] = await this.db
      .select()
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.manufacturerId, manufacturerId)));
    return row ?? null;
  }

  async insert(values: Pick<BatchSupplyRow, 'batchId' | 'storeId' | 'units' | 'suppliedOn' | 'createdAt'>) {
    const [row] = await this.db.insert(batchSupplies).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(batchSupplies)
      .where(eq(batchSupplies.id, id))
      .returning({ id: batchSupplies.id });
    return rows.length > 0;
  }
}
