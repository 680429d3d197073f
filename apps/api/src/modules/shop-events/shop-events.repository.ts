import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products } from '../products/products.table';
import { stores } from '../retailers/retailers.table';
import { shopEvents, type ShopEventRow } from './shop-events.table';

/** Rows per insert statement. */
const INSERT_CHUNK = 2_000;
/** Rows per delete statement, so that a large backlog never holds one long lock. */
const DELETE_BATCH = 5_000;

/** The brands behind the ids a batch of events names; ids that are not ours are absent. */
export interface BrandLookup {
  productBrand: Map<string, string>;
  storeBrand: Map<string, string>;
  slugBrand: Map<string, string>;
  brands: Set<string>;
}

export class ShopEventsRepository {
  constructor(private readonly db: Database) {}

  /** One statement for all the ids of a flush. */
  async lookUpBrands(ids: {
    productIds: string[];
    storeIds: string[];
    slugs: string[];
    manufacturerIds: string[];
  }): Promise<BrandLookup> {
    const lookup: BrandLookup = {
      productBrand: new Map(),
      storeBrand: new Map(),
      slugBrand: new Map(),
      brands: new Set(),
    };
    if (Object.values(ids).every((list) => list.length === 0)) return lookup;
    const uuids = (list: string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;
    const rows = (await this.db.execute(sql`
      select 'p' as kind, ${products.id}::text as key, ${products.manufacturerId}::text as brand
        from ${products} where ${products.id} = any(${uuids(ids.productIds)})
      union all
      select 'r', ${stores.id}::text, ${stores.manufacturerId}::text
        from ${stores} where ${stores.id} = any(${uuids(ids.storeIds)})
      union all
      select 'm', ${manufacturers.slug}, ${manufacturers.id}::text
        from ${manufacturers}
        where ${manufacturers.slug} = any(${`{${ids.slugs.join(',')}}`}::text[])
           or ${manufacturers.id} = any(${uuids(ids.manufacturerIds)})`)) as unknown as {
      rows: { kind: string; key: string; brand: string }[];
    };
    for (const { kind, key, brand } of rows.rows) {
      if (kind === 'p') lookup.productBrand.set(key, brand);
      else if (kind === 'r') lookup.storeBrand.set(key, brand);
      else lookup.slugBrand.set(key, brand);
      lookup.brands.add(brand);
    }
    return lookup;
  }

  /**
   * The rows travel as one JSON parameter per statement: building and sending 2,000 rows as 30,000
   * bound parameters held the event loop for tens of milliseconds every second at 2,000 events a
   * second, which every other request waited out; JSON.stringify is native and quick.
   */
  async insert(rows: ShopEventRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const json = JSON.stringify(rows.slice(i, i + INSERT_CHUNK));
      await this.db.execute(sql`
        insert into ${shopEvents} (manufacturer_id, type, visitor_id, visit_id, landing, list, product_id,
          store_id, order_id, term, result_count, quantity, amount_kobo, occurred_at)
        select "manufacturerId", type, "visitorId", "visitId", coalesce(landing, false), list, "productId",
          "storeId", "orderId", term, "resultCount", quantity, "amountKobo", coalesce("occurredAt", now())
        from json_to_recordset(${json}::json) as r("manufacturerId" uuid, type text, "visitorId" text,
          "visitId" text, landing boolean, list text, "productId" uuid, "storeId" uuid, "orderId" uuid,
          term text, "resultCount" integer, quantity integer, "amountKobo" bigint, "occurredAt" timestamptz)`);
    }
  }

  /** Deletes events that arrived before `cutoff`; returns how many. */
  async deleteBefore(cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = this.db
        .select({ id: shopEvents.id })
        .from(shopEvents)
        .where(lt(shopEvents.occurredAt, cutoff))
        .limit(DELETE_BATCH);
      const deleted = await this.db
        .delete(shopEvents)
        .where(inArray(shopEvents.id, batch))
        .returning({ id: shopEvents.id });
      total += deleted.length;
      if (deleted.length < DELETE_BATCH) return total;
    }
  }
}
