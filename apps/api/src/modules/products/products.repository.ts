import { LOW_STOCK_MAX } from '@kasuwa/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { preparedOnce } from '../../platform/db/prepared';
import { checkListLength, stringCondition, type StringFilter } from '../../platform/db/string-filter';
import type { ListWindow } from '../../platform/paging';
import { products, type ProductRow } from './products.table';

/** A product filter once the service has turned a manufacturer filter into ids. */
export interface ProductFilter {
  id?: StringFilter | null;
  manufacturerId?: StringFilter | null;
  /** Only these manufacturers' products (from a filter on the manufacturer, e.g. its slug). */
  manufacturerIds?: readonly string[] | null;
  category?: string | null;
  categoryIn?: readonly string[] | null;
  name?: StringFilter | null;
  /** Only products with LOW_STOCK_MAX or fewer left. */
  lowStock?: boolean | null;
}

export const PRODUCT_SORTS = [
  'NEWEST',
  'OLDEST',
  'PRICE_LOW_HIGH',
  'PRICE_HIGH_LOW',
  'NAME',
  'NAME_Z_A',
  'STOCK_LOW_HIGH',
  'STOCK_HIGH_LOW',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Each order ends on the id, so rows that tie still come in one fixed order (keyset paging). */
const ORDERS: Record<ProductSort, { key: SQL | AnyColumn; direction: 'asc' | 'desc'; cast: string }> = {
  NEWEST: { key: products.createdAt, direction: 'desc', cast: 'timestamptz' },
  OLDEST: { key: products.createdAt, direction: 'asc', cast: 'timestamptz' },
  PRICE_LOW_HIGH: { key: products.retailPriceKobo, direction: 'asc', cast: 'bigint' },
  PRICE_HIGH_LOW: { key: products.retailPriceKobo, direction: 'desc', cast: 'bigint' },
  NAME: { key: sql`lower(${products.name})`, direction: 'asc', cast: 'text' },
  NAME_Z_A: { key: sql`lower(${products.name})`, direction: 'desc', cast: 'text' },
  STOCK_LOW_HIGH: { key: products.quantity, direction: 'asc', cast: 'integer' },
  STOCK_HIGH_LOW: { key: products.quantity, direction: 'desc', cast: 'integer' },
};

/** A page's row: the product, its sort value as PostgreSQL writes it, and how many match in all. */
export type PageRow = ProductRow & { sortKey: string; totalCount: number };

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export class ProductsRepository {
  constructor(private readonly db: Database) {}

  list(filter: ProductFilter, page: ListWindow): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(productCondition(filter))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.take)
      .offset(page.skip);
  }

  /**
   * Up to `limit` rows in `sort` order after the row at `after` (its sort value and id), each with
   * its sort value as PostgreSQL writes it (`sortKey`, for the next cursor: a timestamp keeps its
   * microseconds, which a JavaScript Date would drop, and rows made in the same millisecond would
   * be skipped or repeated) and how many rows match the filter in all (`totalCount`).
   */
  page(
    filter: ProductFilter,
    sort: ProductSort,
    limit: number,
    after?: { value: string | number; id: string },
  ): Promise<PageRow[]> {
    const store = onlyOneStore(filter);
    if (store) {
      // A store's page, the shop's most frequent read: a prepared statement, built and planned once.
      const prepared = this.storePage(sort, after !== undefined);
      return prepared.execute({ store, limit, afterValue: after?.value, afterId: after?.id });
    }
    return this.pageQuery(productCondition(filter), sort, after).limit(limit);
  }

  private readonly storePages = new Map<string, { execute(values: Record<string, unknown>): Promise<PageRow[]> }>();

  private storePage(sort: ProductSort, withCursor: boolean) {
    const name = `products_store_page_${sort.toLowerCase()}_${withCursor ? 'after' : 'first'}`;
    let prepared = this.storePages.get(name);
    if (!prepared) {
      const cursor = withCursor ? { value: sql.placeholder('afterValue'), id: sql.placeholder('afterId') } : undefined;
      prepared = this.pageQuery(eq(products.manufacturerId, sql.placeholder('store')), sort, cursor)
        .limit(sql.placeholder('limit'))
        .prepare(name);
      this.storePages.set(name, prepared);
    }
    return prepared;
  }

  /** The page's select: rows matching `condition` after `after` in `sort` order, each with its sort key and the total. */
  private pageQuery(condition: SQL | undefined, sort: ProductSort, after?: { value: unknown; id: unknown }) {
    const { key, direction, cast } = ORDERS[sort];
    const order = direction === 'asc' ? asc : desc;
    const afterCondition = after
      ? direction === 'asc'
        ? sql`(${key}, ${products.id}) > (${after.value}::${sql.raw(cast)}, ${after.id}::uuid)`
        : sql`(${key}, ${products.id}) < (${after.value}::${sql.raw(cast)}, ${after.id}::uuid)`
      : undefined;
    // How many match in all, counted once by PostgreSQL (an uncorrelated sub-select) beside the page.
    const total = this.db.select({ n: count() }).from(products).where(condition);
    return this.db
      .select({
        ...getTableColumns(products),
        sortKey: sql<string>`(${key})::text`,
        totalCount: sql<number>`(${total})`.mapWith(Number),
      })
      .from(products)
      .where(and(condition, afterCondition))
      .orderBy(order(key), order(products.id));
  }

  /** Ids and change times in id order after `afterId`, for the sitemap. */
  sitemapEntries(afterId: string | null, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(afterId ? gt(products.id, afterId) : undefined)
      .orderBy(asc(products.id))
      .limit(limit);
  }

  /** The id of every `every`-th product in id order: where each sitemap file after the first starts. */
  async sitemapBoundaries(every: number): Promise<string[]> {
    const numbered = this.db
      .select({ id: products.id, n: sql<number>`row_number() over (order by ${products.id})`.as('n') })
      .from(products)
      .as('numbered');
    const rows = await this.db
      .select({ id: numbered.id })
      .from(numbered)
      .where(sql`${numbered.n} % ${every} = 0`)
      .orderBy(asc(numbered.id));
    return rows.map((row) => row.id);
  }

  async count(filter: ProductFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(products).where(productCondition(filter));
    return Number(row?.n ?? 0);
  }

  async findById(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.byId({ id });
    return row;
  }

  private readonly byId = preparedOnce(() =>
    this.db
      .select()
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .prepare('products_by_id'),
  );

  findByIds(ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(products)
      .where(inArray(products.id, [...ids]));
  }

  /** Reads and locks these rows until the transaction ends, in id order so that two checkouts never deadlock. */
  lockByIds(ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(products)
      .where(inArray(products.id, [...ids]))
      .orderBy(asc(products.id))
      .for('update');
  }

  /**
   * Takes each line's quantity off its product in one statement, only where that much is left
   * (never below zero); answers the ids that were changed.
   */
  async takeStock(lines: readonly StockLine[]): Promise<string[]> {
    if (lines.length === 0) return [];
    const wanted = quantityById(lines);
    const rows = await this.db
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${wanted}` })
      .where(
        and(
          inArray(
            products.id,
            lines.map((l) => l.productId),
          ),
          gte(products.quantity, wanted),
        ),
      )
      .returning({ id: products.id });
    return rows.map((row) => row.id);
  }

  /** Puts each line's quantity back on its product (a cancelled order), in one statement. */
  async returnStock(lines: readonly StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.db
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${quantityById(lines)}` })
      .where(
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      );
  }

  /** The business's product names, lowercased (names are unique per business regardless of case). */
  async namesOf(manufacturerId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.manufacturerId, manufacturerId));
    return new Set(rows.map((r) => r.name.toLowerCase()));
  }

  async countByManufacturerIds(ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.countsByStore({ ids: [...ids] });
    return new Map(rows.map((r) => [r.manufacturerId, Number(r.count)]));
  }

  private readonly countsByStore = preparedOnce(() =>
    this.db
      .select({ manufacturerId: products.manufacturerId, count: count() })
      .from(products)
      .where(sql`${products.manufacturerId} = any(${sql.placeholder('ids')}::uuid[])`)
      .groupBy(products.manufacturerId)
      .prepare('products_counts_by_store'),
  );

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

export interface StockLine {
  productId: string;
  quantity: number;
}

/** `case id when ... then quantity end`: each line's quantity, for one statement over many rows. */
function quantityById(lines: readonly StockLine[]): SQL {
  const cases = lines.map((l) => sql`when ${l.productId}::uuid then ${l.quantity}::integer`);
  return sql`(case ${products.id} ${sql.join(cases, sql` `)} end)`;
}

function productCondition(filter: ProductFilter): SQL | undefined {
  checkListLength(filter.categoryIn, 'categoryIn');
  const ids = filter.manufacturerIds;
  return and(
    filter.id ? stringCondition(products.id, filter.id, { uuid: true }) : undefined,
    filter.manufacturerId ? stringCondition(products.manufacturerId, filter.manufacturerId, { uuid: true }) : undefined,
    // Filtering on the store's own id (never a sub-select) lets the planner use its index.
    ids ? manufacturerIdCondition(ids) : undefined,
    filter.lowStock ? lte(products.quantity, LOW_STOCK_MAX) : undefined,
    filter.category != null ? eq(products.category, filter.category) : undefined,
    filter.categoryIn != null
      ? filter.categoryIn.length > 0
        ? inArray(products.category, [...filter.categoryIn])
        : sql`false`
      : undefined,
    filter.name ? stringCondition(products.name, filter.name) : undefined,
  );
}

/** The store's id when `filter` asks for one store's products and nothing else. */
function onlyOneStore(filter: ProductFilter): string | undefined {
  const { manufacturerIds, ...others } = filter;
  if (manufacturerIds?.length !== 1 || Object.values(others).some((v) => v != null)) return undefined;
  return manufacturerIds[0];
}

function manufacturerIdCondition(ids: readonly string[]): SQL {
  const [only, ...more] = ids;
  if (only === undefined) return sql`false`;
  return more.length === 0 ? eq(products.manufacturerId, only) : inArray(products.manufacturerId, [...ids]);
}
