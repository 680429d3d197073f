import { haversineKm, isInNigeria, PIN_OUTSIDE_NIGERIA_MESSAGE, type LatLng } from '@kasuwa/domain';
import type { Database } from '../../platform/db/client';

import { badInput } from '../../platform/errors';
import { collapseWhitespace } from '../geocoding/address-text';
import { getGazetteer } from '../geocoding/gazetteer';
import type { Geocoder, GeocodedPlace } from '../geocoding/geocoder';
import { nearestPlace } from '../geocoding/nearest-place';
import { LocationsRepository } from './locations.repository';
import type { LocationRow } from './locations.table';

const ADDRESS_MAX_LENGTH = 300;
/** A pin this close to the place its address names is taken to be in that place. */
const PIN_NEAR_NAMED_PLACE_KM = 50;

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

  /** Coordinates for an address from its text; refuses one that names no place we know. */
  place(address: string, field = 'fullAddress'): Promise<GeocodedPlace> {
    return this.resolveLocation({ address }, field);
  }

  /**
   * Where an address is, and how exactly: at the map pin when one is given (it must be in
   * Nigeria; the text or, failing that, the nearest known place names its city and state), else
   * at the most exact place its text names. Refuses only text that names no known place and
   * comes without a pin, asking for one. Every change of a retailer's or business's location
   * goes through here.
   */
  async resolveLocation(
    input: { address: string; pin?: LatLng | null },
    field = 'fullAddress',
  ): Promise<GeocodedPlace> {
    const { address, pin } = input;
    if (address.length > ADDRESS_MAX_LENGTH) throw badInput(`Must be at most ${ADDRESS_MAX_LENGTH} characters`, field);
    if (pin) {
      if (!isInNigeria(pin)) throw badInput(PIN_OUTSIDE_NIGERIA_MESSAGE, 'latitude');
      const named = await this.geocoder.geocode(address).catch(() => null);
      return { ...this.labelOf(pin, named), fullAddress: collapseWhitespace(address), ...pin, precision: 'PINNED' };
    }
    const place = await this.findPlace(address, field);
    if (!place) {
      throw badInput(
        `We could not find the address "${address}". Pick one of the suggested addresses, or pin it on the map.`,
        field,
      );
    }
    return place;
  }

  /**
   * The most exact place an address's text names, or null when it names none we know. Refuses
   * (to be tried again) only when the geocoding service cannot be reached.
   */
  async findPlace(address: string, field = 'fullAddress'): Promise<GeocodedPlace | null> {
    if (address.length > ADDRESS_MAX_LENGTH) throw badInput(`Must be at most ${ADDRESS_MAX_LENGTH} characters`, field);
    try {
      return await this.geocoder.geocode(address);
    } catch {
      throw badInput(`We could not look up the address "${address}" right now. Please try again.`, field);
    }
  }

  /** The city and state to show for a pin: the ones the text names when the pin is near them. */
  private labelOf(pin: LatLng, named: GeocodedPlace | null): { city: string | null; state: string | null } {
    if (named && haversineKm(pin, named) <= PIN_NEAR_NAMED_PLACE_KM) return { city: named.city, state: named.state };
    const nearest = nearestPlace(getGazetteer(), pin);
    return nearest ? { city: nearest.city ?? nearest.name, state: nearest.state.name } : { city: null, state: null };
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
