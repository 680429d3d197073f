import type { LocationPrecision } from '@kasuwa/domain';

/** A place an address was resolved to. */
export interface GeocodedPlace {
  /** The address as it will be stored and shown. */
  fullAddress: string;
  latitude: number;
  longitude: number;
  city: string | null;
  state: string | null;
  /** How exactly the coordinates stand for the address. */
  precision: LocationPrecision;
}

/**
 * Turns free-typed Nigerian addresses into suggestions and coordinates.
 * The default works offline from a gazetteer; another talks to a Nominatim-compatible service.
 * Implementations backed by a remote service reject with an Error (whose message says what went
 * wrong: unreachable, too slow, bad answer) instead of returning empty results; callers turn that
 * into a user-facing error. The offline gazetteer never rejects.
 */
export interface Geocoder {
  /** Up to `limit` (at most 8) suggested full addresses for what was typed, best first. */
  suggest(query: string, limit?: number): Promise<string[]>;
  /** The coordinates of an address, or null when it cannot be placed. */
  geocode(address: string): Promise<GeocodedPlace | null>;
}

export const MAX_SUGGESTIONS = 8;

/** Keeps a requested suggestion count within 0..MAX_SUGGESTIONS. */
export function suggestionLimit(requested: number | undefined): number {
  if (requested === undefined || Number.isNaN(requested)) return MAX_SUGGESTIONS;
  return Math.min(MAX_SUGGESTIONS, Math.max(0, Math.floor(requested)));
}
