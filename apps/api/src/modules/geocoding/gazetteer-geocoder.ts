import { getGazetteer } from './gazetteer';
import { suggestionLimit, type GeocodedPlace, type Geocoder } from './geocoder';
import { resolveAddress } from './resolve-address';
import { suggestAddresses } from './suggest-addresses';

/** Works offline from the bundled gazetteer of Nigerian states, LGAs and towns; never rejects. */
export class GazetteerGeocoder implements Geocoder {
  async suggest(query: string, limit?: number): Promise<string[]> {
    return suggestAddresses(getGazetteer(), query, suggestionLimit(limit));
  }

  async geocode(address: string): Promise<GeocodedPlace | null> {
    return resolveAddress(getGazetteer(), address);
  }
}
