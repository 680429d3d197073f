import { and, asc, count, eq, getTableColumns, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { FILTER_LIST_MAX, stringCondition, type StringFilter } from '../../platform/db/string-filter';
import type { ListWindow } from '../../platform/paging';
import { manufacturers, type ManufacturerRow } from './manufacturers.table';

export interface ManufacturerFilter {
  id?: StringFilter | null;
  slug?: StringFilter | null;
}

export type NewManufacturer = typeof manufacturers.$inferInsert;

/** Lists of stores come by name; ties end on the id, so keyset paging has one fixed order. */
const BY_NAME = [asc(manufacturers.name), asc(manufacturers.id)];
/** An owner's businesses come oldest first (the first is the one a sign-in opens). */
const OLDEST_FIRST = sql`${manufacturers.createdAt}, ${manufacturers.id}`;

export class ManufacturersRepository {
  constructor(private readonly db: Database) {}

  list(filter: ManufacturerFilter, window: ListWindow): Promise<ManufacturerRow[]> {
    return this.db
      .select()
      .from(manufacturers)
      .where(manufacturerCondition(filter))
      .orderBy(...BY_NAME)
      .limit(window.take)
      .offset(window.skip);
  }

  /** Up to `limit` manufacturers by name after the one at `after` (its name and id). */
  page(
    filter: ManufacturerFilter,
    limit: number,
    after?: { value: string | number; id: string },
  ): Promise<ManufacturerRow[]> {
    const afterCondition = after
      ? sql`(${manufacturers.name}, ${manufacturers.id}) > (${String(after.value)}::text, ${after.id}::uuid)`
      : undefined;
    return this.db
      .select()
      .from(manufacturers)
      .where(and(manufacturerCondition(filter), afterCondition))
      .orderBy(...BY_NAME)
      .limit(limit);
  }

  async count(filter: ManufacturerFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(manufacturers).where(manufacturerCondition(filter));
    return Number(row?.n ?? 0);
  }

  async idsMatching(filter: ManufacturerFilter): Promise<string[]> {
    const rows = await this.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(manufacturerCondition(filter))
      .limit(FILTER_LIST_MAX);
    return rows.map((row) => row.id);
  }

  sitemapEntries(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.db
      .select({ slug: manufacturers.slug, updatedAt: manufacturers.updatedAt })
      .from(manufacturers)
      .orderBy(asc(manufacturers.slug))
      .limit(limit);
  }

  findByIds(ids: readonly string[]): Promise<ManufacturerRow[]> {
    return this.db
      .select()
      .from(manufacturers)
      .where(inArray(manufacturers.id, [...ids]));
  }

  async findBySlug(slug: string): Promise<ManufacturerRow | undefined> {
    const [row] = await this.db.select().from(manufacturers).where(eq(manufacturers.slug, slug));
    return row;
  }

  /** The same slice of each owner's businesses, oldest first: one statement for them all. */
  findByOwnerIds(ownerIds: readonly string[], { take, skip }: ListWindow): Promise<ManufacturerRow[]> {
    const ranked = this.db
      .select({
        id: manufacturers.id,
        rank: sql<number>`row_number() over (partition by ${manufacturers.ownerId} order by ${OLDEST_FIRST})`.as(
          'rank',
        ),
      })
      .from(manufacturers)
      .where(inArray(manufacturers.ownerId, [...ownerIds]))
      .as('ranked');
    return this.db
      .select(getTableColumns(manufacturers))
      .from(manufacturers)
      .innerJoin(ranked, eq(ranked.id, manufacturers.id))
      .where(and(gt(ranked.rank, skip), lte(ranked.rank, skip + take)))
      .orderBy(asc(manufacturers.ownerId), asc(ranked.rank));
  }

  async countByOwner(ownerId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(manufacturers).where(eq(manufacturers.ownerId, ownerId));
    return Number(row?.n ?? 0);
  }

  async slugExists(slug: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.slug, slug));
    return row !== undefined;
  }

  async insert(values: NewManufacturer): Promise<ManufacturerRow> {
    const [row] = await this.db.insert(manufacturers).values(values).returning();
    if (!row) throw new Error('insert into manufacturers returned no row');
    return row;
  }
}

/** The manufacturers a filter selects, as a condition usable in other modules' subqueries. */
export function manufacturerCondition(filter: ManufacturerFilter): SQL | undefined {
  return and(
    filter.id ? stringCondition(manufacturers.id, filter.id, { uuid: true }) : undefined,
    filter.slug ? stringCondition(manufacturers.slug, filter.slug) : undefined,
  );
}
