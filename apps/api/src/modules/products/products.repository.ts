import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkListLength, stringCondition, type StringFilter } from '../../db/string-filter';
import { manufacturerCondition, type ManufacturerFilter } from '../manufacturers/manufacturers.repository';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products, type ProductRow } from './products.table';

export interface ProductFilter {
  id?: StringFilter | null;
  manufacturerId?: StringFilter | null;
  manufacturer?: ManufacturerFilter | null;
  category?: string | null;
  categoryIn?: readonly string[] | null;
  name?: StringFilter | null;
}

export interface Page {
  take: number;
  skip: number;
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export class ProductsRepository {
  constructor(private readonly db: Database) {}

  list(filter: ProductFilter, page: Page): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(productCondition(this.db, filter))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.take)
      .offset(page.skip);
  }

  async findById(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id));
    return row;
  }

  async countByManufacturerIds(ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ manufacturerId: products.manufacturerId, count: count() })
      .from(products)
      .where(inArray(products.manufacturerId, [...ids]))
      .groupBy(products.manufacturerId);
    return new Map(rows.map((r) => [r.manufacturerId, Number(r.count)]));
  }

  async insert(values: ProductValues): Promise<ProductRow> {
    const [row] = await this.db.insert(products).values(values).returning();
    if (!row) throw new Error('insert into products returned no row');
    return row;
  }

  async update(id: string, values: ProductValues, now: Date): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .update(products)
      .set({ ...values, updatedAt: now })
      .where(eq(products.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.delete(products).where(eq(products.id, id)).returning();
    return row;
  }
}

function productCondition(db: Database, filter: ProductFilter): SQL | undefined {
  checkListLength(filter.categoryIn, 'categoryIn');
  const manufacturerMatch = filter.manufacturer ? manufacturerCondition(filter.manufacturer) : undefined;
  return and(
    filter.id ? stringCondition(products.id, filter.id, { uuid: true }) : undefined,
    filter.manufacturerId ? stringCondition(products.manufacturerId, filter.manufacturerId, { uuid: true }) : undefined,
    manufacturerMatch
      ? inArray(
          products.manufacturerId,
          db.select({ id: manufacturers.id }).from(manufacturers).where(manufacturerMatch),
        )
      : undefined,
    filter.category != null ? eq(products.category, filter.category) : undefined,
    filter.categoryIn != null
      ? filter.categoryIn.length > 0
        ? inArray(products.category, [...filter.categoryIn])
        : sql`false`
      : undefined,
    filter.name ? stringCondition(products.name, filter.name) : undefined,
  );
}
