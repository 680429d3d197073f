import { and, asc, count, eq, getTableColumns, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { preparedOnce } from '../../platform/db/prepared';
import { FILTER_LIST_MAX, stringCondition, type StringFilter } from '../../platform/db/string-filter';
import type { ListWindow } from '../../platform/paging';
import { orders } from '../orders/orders.table';
import { stores } from '../retailers/retailers.table';
import {
  currentBusinesses,
  manufacturerPreviousSlugs,
  manufacturers,
  type ManufacturerRow,
} from './manufacturers.table';

export interface ManufacturerFilter {
  id?: StringFilter | null;
  slug?: StringFilter | null;
  /** The store (display) name. */
  name?: StringFilter | null;
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

  /** The manufacturers a filter matches, at most FILTER_LIST_MAX (a slug names one). */
  findMatching(filter: ManufacturerFilter): Promise<ManufacturerRow[]> {
    const slug = filter.slug?.equals;
    if (slug != null && onlyKeys(filter, ['slug']) && onlyKeys(filter.slug ?? {}, ['equals'])) {
      // A store page's first read: prepared once, then only the slug travels.
      this.bySlug ??= this.db
        .select()
        .from(manufacturers)
        .where(eq(manufacturers.slug, sql.placeholder('slug')))
        .prepare('manufacturers_by_slug');
      return this.bySlug.execute({ slug });
    }
    return this.db.select().from(manufacturers).where(manufacturerCondition(filter)).limit(FILTER_LIST_MAX);
  }

  private bySlug?: { execute(values: { slug: string }): Promise<ManufacturerRow[]> };

  sitemapEntries(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.db
      .select({ slug: manufacturers.slug, updatedAt: manufacturers.updatedAt })
      .from(manufacturers)
      .orderBy(asc(manufacturers.slug))
      .limit(limit);
  }

  findByIds(ids: readonly string[]): Promise<ManufacturerRow[]> {
    return this.byIds({ ids: [...ids] });
  }

  private readonly byIds = preparedOnce(() =>
    this.db
      .select()
      .from(manufacturers)
      .where(sql`${manufacturers.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('manufacturers_by_ids'),
  );

  /** The store whose slug this is now, else the store that had it before a rename. */
  async findBySlug(slug: string): Promise<ManufacturerRow | undefined> {
    const [current] = await this.db.select().from(manufacturers).where(eq(manufacturers.slug, slug));
    if (current) return current;
    const [renamed] = await this.db
      .select(getTableColumns(manufacturers))
      .from(manufacturerPreviousSlugs)
      .innerJoin(manufacturers, eq(manufacturers.id, manufacturerPreviousSlugs.manufacturerId))
      .where(eq(manufacturerPreviousSlugs.slug, slug));
    return renamed;
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

  /** Whether a store other than `exceptId` has this slug now or had it before a rename. */
  async slugTaken(slug: string, exceptId: string | null = null): Promise<boolean> {
    const result = (await this.db.execute(sql`
      select exists (
        select 1 from ${manufacturers}
         where ${manufacturers.slug} = ${slug} and ${manufacturers.id} is distinct from ${exceptId}::uuid
        union all
        select 1 from ${manufacturerPreviousSlugs}
         where ${manufacturerPreviousSlugs.slug} = ${slug}
           and ${manufacturerPreviousSlugs.manufacturerId} is distinct from ${exceptId}::uuid
      ) as taken`)) as unknown as { rows: { taken: boolean }[] };
    return result.rows[0]?.taken === true;
  }

  async previousSlugCount(manufacturerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(manufacturerPreviousSlugs)
      .where(eq(manufacturerPreviousSlugs.manufacturerId, manufacturerId));
    return Number(row?.n ?? 0);
  }

  /**
   * Gives the store `slug` and keeps `previous` leading to it. Taking back one of its own earlier
   * slugs removes that one from the previous ones.
   */
  async changeSlug(manufacturerId: string, previous: string, slug: string): Promise<void> {
    await this.db
      .delete(manufacturerPreviousSlugs)
      .where(
        and(eq(manufacturerPreviousSlugs.slug, slug), eq(manufacturerPreviousSlugs.manufacturerId, manufacturerId)),
      );
    await this.db.insert(manufacturerPreviousSlugs).values({ slug: previous, manufacturerId });
    await this.db.update(manufacturers).set({ slug }).where(eq(manufacturers.id, manufacturerId));
  }

  async update(
    id: string,
    values: Partial<Omit<NewManufacturer, 'id' | 'ownerId' | 'slug' | 'createdAt'>>,
  ): Promise<ManufacturerRow> {
    const [row] = await this.db
      .update(manufacturers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(manufacturers.id, id))
      .returning();
    if (!row) throw new Error(`update of manufacturer ${id} returned no row`);
    return row;
  }

  /** Locks the store's row until the transaction ends: orders and retailers cannot be added to it meanwhile. */
  async lockForDelete(id: string): Promise<ManufacturerRow | undefined> {
    const [row] = await this.db.select().from(manufacturers).where(eq(manufacturers.id, id)).for('update');
    return row;
  }

  /** Every business of the owner, locked until the transaction ends, oldest first. */
  lockAllOfOwner(ownerId: string): Promise<ManufacturerRow[]> {
    return this.db
      .select()
      .from(manufacturers)
      .where(eq(manufacturers.ownerId, ownerId))
      .orderBy(OLDEST_FIRST)
      .for('update');
  }

  async orderCount(manufacturerId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders).where(eq(orders.manufacturerId, manufacturerId));
    return Number(row?.n ?? 0);
  }

  /** The locations of the store and of its retailers (each is used by that one row only). */
  async locationIdsOf(manufacturer: ManufacturerRow): Promise<string[]> {
    const rows = await this.db
      .select({ id: stores.locationId })
      .from(stores)
      .where(eq(stores.manufacturerId, manufacturer.id));
    return [manufacturer.locationId, ...rows.map((r) => r.id)];
  }

  /** Deletes the store; its products, batches, codes, retailers, events and settings go with it (cascades). */
  async delete(id: string): Promise<void> {
    await this.db.delete(manufacturers).where(eq(manufacturers.id, id));
  }

  /** The business each of these users chose last, for those who chose one. */
  chosenBusinesses(userIds: readonly string[]): Promise<{ userId: string; manufacturerId: string }[]> {
    return this.db
      .select({ userId: currentBusinesses.userId, manufacturerId: currentBusinesses.manufacturerId })
      .from(currentBusinesses)
      .where(inArray(currentBusinesses.userId, [...userIds]));
  }

  async choose(userId: string, manufacturerId: string): Promise<void> {
    const chosenAt = new Date();
    await this.db
      .insert(currentBusinesses)
      .values({ userId, manufacturerId, chosenAt })
      .onConflictDoUpdate({ target: currentBusinesses.userId, set: { manufacturerId, chosenAt } });
  }

  async insert(values: NewManufacturer): Promise<ManufacturerRow> {
    const [row] = await this.db.insert(manufacturers).values(values).returning();
    if (!row) throw new Error('insert into manufacturers returned no row');
    return row;
  }
}

/** The manufacturers a filter selects, as a condition usable in other modules' subqueries. */
/** Whether `value` sets nothing but `keys` (absent or null fields aside). */
const onlyKeys = (value: object, keys: string[]) =>
  Object.entries(value).every(([key, v]) => v == null || keys.includes(key));

export function manufacturerCondition(filter: ManufacturerFilter): SQL | undefined {
  return and(
    filter.id ? stringCondition(manufacturers.id, filter.id, { uuid: true }) : undefined,
    filter.slug ? stringCondition(manufacturers.slug, filter.slug) : undefined,
    filter.name ? stringCondition(manufacturers.name, filter.name) : undefined,
  );
}
