import { GazetteerGeocoder } from './gazetteer-geocoder';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

/** A Nominatim-backed geocoder when a service URL is configured, else the offline gazetteer. */
export function createGeocoder(options: { geocoderUrl?: string | undefined }): Geocoder {
  return options.geocoderUrl ? new NominatimGeocoder({ baseUrl: options.geocoderUrl }) : new GazetteerGeocoder();
}
