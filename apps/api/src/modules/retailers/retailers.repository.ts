import { asc, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { stringCondition, type StringFilter } from '../../platform/db/string-filter';
import { stores, type StoreRow } from './retailers.table';

export interface StoreFilter {
  manufacturerId?: StringFilter | null;
}

export class RetailersRepository {
  constructor(private readonly db: Database) {}

  list(filter: StoreFilter): Promise<StoreRow[]> {
    return this.db.select().from(stores).where(storeCondition(filter)).orderBy(asc(stores.name), asc(stores.id));
  }

  findByManufacturerIds(ids: readonly string[]): Promise<StoreRow[]> {
    return this.db
      .select()
      .from(stores)
      .where(inArray(stores.manufacturerId, [...ids]))
      .orderBy(asc(stores.name), asc(stores.id));
  }

  insertMany(values: (typeof stores.$inferInsert)[]): Promise<StoreRow[]> {
    return this.db.insert(stores).values(values).returning();
  }
}

function storeCondition(filter: StoreFilter): SQL | undefined {
  return filter.manufacturerId
    ? stringCondition(stores.manufacturerId, filter.manufacturerId, { uuid: true })
    : undefined;
}
