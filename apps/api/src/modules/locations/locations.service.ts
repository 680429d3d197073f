import type { Database } from '../../platform/db/client';

const ADDRESS_MAX_LENGTH = 300;
import { badInput } from '../../platform/errors';
import type { Geocoder, GeocodedPlace } from '../geocoding/geocoder';
import { LocationsRepository } from './locations.repository';
import type { LocationRow } from './locations.table';

export class LocationsService {
  constructor(
    private readonly db: Database,
    private readonly geocoder: Geocoder,
  ) {}

  /** Suggestions for what was typed; nothing for text too long to be an address. */
  async suggestAddresses(typed: string): Promise<string[]> {
    if (typed.length > ADDRESS_MAX_LENGTH) return [];
    return this.geocoder.suggest(typed);
  }

  /** Coordinates for an address; refuses one that cannot be placed, naming it. */
  async place(address: string, field = 'fullAddress'): Promise<GeocodedPlace> {
    if (address.length > ADDRESS_MAX_LENGTH) throw badInput(`Must be at most ${ADDRESS_MAX_LENGTH} characters`, field);
    let place: GeocodedPlace | null;
    try {
      place = await this.geocoder.geocode(address);
    } catch {
      throw badInput(`We could not look up the address "${address}" right now. Please try again.`, field);
    }
    if (!place)
      throw badInput(`We could not find the address "${address}". Pick one of the suggested addresses.`, field);
    return place;
  }

  /** Stores a placed address; `executor` lets a caller's transaction include it. */
  save(place: GeocodedPlace, executor: Database = this.db): Promise<LocationRow> {
    return new LocationsRepository(executor).insert(place);
  }

  /** Deletes locations no row uses any more (a moved or deleted store's). */
  delete(ids: readonly string[], executor: Database = this.db): Promise<void> {
    return new LocationsRepository(executor).delete(ids);
  }

  findByIds(ids: readonly string[]) {
    return new LocationsRepository(this.db).findByIds(ids);
  }
}
