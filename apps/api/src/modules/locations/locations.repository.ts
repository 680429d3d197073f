import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { preparedOnce } from '../../platform/db/prepared';
import type { GeocodedPlace } from '../geocoding/geocoder';
import { locations, type LocationRow } from './locations.table';

export class LocationsRepository {
  constructor(private readonly db: Database) {}

  async insert(place: GeocodedPlace): Promise<LocationRow> {
    const [row] = await this.db.insert(locations).values(place).returning();
    if (!row) throw new Error('insert into locations returned no row');
    return row;
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(locations).where(inArray(locations.id, [...ids]));
  }

  findByIds(ids: readonly string[]): Promise<LocationRow[]> {
    return this.byIds({ ids: [...ids] });
  }

  private readonly byIds = preparedOnce(() =>
    this.db
      .select()
      .from(locations)
      .where(sql`${locations.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('locations_by_ids'),
  );
}
