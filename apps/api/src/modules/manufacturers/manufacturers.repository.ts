import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { FILTER_LIST_MAX, stringCondition, type StringFilter } from '../../platform/db/string-filter';
import { manufacturers, type ManufacturerRow } from './manufacturers.table';

export interface ManufacturerFilter {
  id?: StringFilter | null;
  slug?: StringFilter | null;
}

export type NewManufacturer = typeof manufacturers.$inferInsert;

export class ManufacturersRepository {
  constructor(private readonly db: Database) {}

  list(filter: ManufacturerFilter = {}): Promise<ManufacturerRow[]> {
    return this.db
      .select()
      .from(manufacturers)
      .where(manufacturerCondition(filter))
      .orderBy(asc(manufacturers.name), asc(manufacturers.id));
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

  findByOwnerIds(ownerIds: readonly string[]): Promise<ManufacturerRow[]> {
    return this.db
      .select()
      .from(manufacturers)
      .where(inArray(manufacturers.ownerId, [...ownerIds]))
      .orderBy(asc(manufacturers.createdAt), asc(manufacturers.id));
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
