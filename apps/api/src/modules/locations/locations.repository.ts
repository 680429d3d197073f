import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { GeocodedPlace } from '../geocoding/geocoder';
import { locations, type LocationRow } from './locations.table';

export class LocationsRepository {
  constructor(private readonly db: Database) {}

  async insert(place: GeocodedPlace): Promise<LocationRow> {
    const [row] = await this.db.insert(locations).values(place).returning();
    if (!row) throw new Error('insert into locations returned no row');
    return row;
  }

  /** Moves a location: the store or business it belongs to keeps its id. */
  async update(id: string, place: GeocodedPlace): Promise<LocationRow> {
    const [row] = await this.db.update(locations).set(place).where(eq(locations.id, id)).returning();
    if (!row) throw new Error(`location ${id} vanished`);
    return row;
  }

  findByIds(ids: readonly string[]): Promise<LocationRow[]> {
    return this.db
      .select()
      .from(locations)
      .where(inArray(locations.id, [...ids]));
  }
}
