import { describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder';
import { GazetteerGeocoder } from './gazetteer-geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

describe('createGeocoder', () => {
  it('uses Nominatim when a service URL is configured', () => {
    expect(createGeocoder({ geocoderUrl: 'https://nominatim.example.org' })).toBeInstanceOf(NominatimGeocoder);
  });

  it('falls back to the offline gazetteer', () => {
    expect(createGeocoder({})).toBeInstanceOf(GazetteerGeocoder);
    expect(createGeocoder({ geocoderUrl: undefined })).toBeInstanceOf(GazetteerGeocoder);
    expect(createGeocoder({ geocoderUrl: '' })).toBeInstanceOf(GazetteerGeocoder);
  });
});
