import { and, asc, count, eq, getTableColumns, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { preparedOnce } from '../../platform/db/prepared';
import { stringCondition, type StringFilter } from '../../platform/db/string-filter';
import type { ListWindow } from '../../platform/paging';
import { locations } from '../locations/locations.table';
import { stores, type StoreRow } from './retailers.table';

export interface StoreFilter {
  manufacturerId?: StringFilter | null;
  name?: StringFilter | null;
}

/** Every list of stores comes in this one order (keyset paging relies on it: ties end on the id). */
const BY_NAME = [asc(stores.name), asc(stores.id)];

export class RetailersRepository {
  constructor(private readonly db: Database) {}

  list(filter: StoreFilter, window: ListWindow): Promise<StoreRow[]> {
    return this.db
      .select()
      .from(stores)
      .where(storeCondition(filter))
      .orderBy(...BY_NAME)
      .limit(window.take)
      .offset(window.skip);
  }

  /** Up to `limit` stores by name after the store at `after` (its name and id). */
  page(filter: StoreFilter, limit: number, after?: { value: string | number; id: string }): Promise<StoreRow[]> {
    const afterCondition = after
      ? sql`(${stores.name}, ${stores.id}) > (${String(after.value)}::text, ${after.id}::uuid)`
      : undefined;
    return this.db
      .select()
      .from(stores)
      .where(and(storeCondition(filter), afterCondition))
      .orderBy(...BY_NAME)
      .limit(limit);
  }

  async count(filter: StoreFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(stores).where(storeCondition(filter));
    return Number(row?.n ?? 0);
  }

  /** The same slice of each manufacturer's stores, by name: one statement for them all. */
  findByManufacturerIds(ids: readonly string[], { take, skip }: ListWindow): Promise<StoreRow[]> {
    return this.byManufacturerIds({ ids: [...ids], skip, last: skip + take });
  }

  private readonly byManufacturerIds = preparedOnce(() => {
    const ranked = this.db
      .select({
        id: stores.id,
        rank: sql<number>`row_number() over (partition by ${stores.manufacturerId} order by ${stores.name}, ${stores.id})`.as(
          'rank',
        ),
      })
      .from(stores)
      .where(sql`${stores.manufacturerId} = any(${sql.placeholder('ids')}::uuid[])`)
      .as('ranked');
    return this.db
      .select(getTableColumns(stores))
      .from(stores)
      .innerJoin(ranked, eq(ranked.id, stores.id))
      .where(and(gt(ranked.rank, sql.placeholder('skip')), lte(ranked.rank, sql.placeholder('last'))))
      .orderBy(asc(stores.manufacturerId), asc(ranked.rank))
      .prepare('stores_by_manufacturer_ids');
  });

  findByIds(ids: readonly string[]): Promise<StoreRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(stores)
      .where(inArray(stores.id, [...ids]));
  }

  async countByManufacturerIds(ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ manufacturerId: stores.manufacturerId, n: count() })
      .from(stores)
      .where(inArray(stores.manufacturerId, [...ids]))
      .groupBy(stores.manufacturerId);
    return new Map(rows.map((r) => [r.manufacturerId, Number(r.n)]));
  }

  /** Each of a manufacturer's stores with its address (other than `exceptId`), for the same-branch rule. */
  branchesOf(manufacturerId: string, exceptId: string | null = null): Promise<{ name: string; fullAddress: string }[]> {
    return this.db
      .select({ name: stores.name, fullAddress: locations.fullAddress })
      .from(stores)
      .innerJoin(locations, eq(locations.id, stores.locationId))
      .where(and(eq(stores.manufacturerId, manufacturerId), sql`${stores.id} is distinct from ${exceptId}::uuid`));
  }

  async update(id: string, values: Pick<StoreRow, 'name' | 'contact' | 'locationId'>): Promise<StoreRow> {
    const [row] = await this.db.update(stores).set(values).where(eq(stores.id, id)).returning();
    if (!row) throw new Error(`update of store ${id} returned no row`);
    return row;
  }

  /** Deletes the stores; answers what each one was (its location is then unused). */
  deleteByIds(ids: readonly string[]): Promise<StoreRow[]> {
    return this.db
      .delete(stores)
      .where(inArray(stores.id, [...ids]))
      .returning();
  }

  insertMany(values: (typeof stores.$inferInsert)[]): Promise<StoreRow[]> {
    return this.db.insert(stores).values(values).returning();
  }
}

function storeCondition(filter: StoreFilter): SQL | undefined {
  return and(
    filter.manufacturerId ? stringCondition(stores.manufacturerId, filter.manufacturerId, { uuid: true }) : undefined,
    filter.name ? stringCondition(stores.name, filter.name) : undefined,
  );
}
