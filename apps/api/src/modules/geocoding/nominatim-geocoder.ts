import type { LocationPrecision } from '@kasuwa/domain';
import { z } from 'zod';
import { collapseWhitespace, meaningfulLength, tokenizeAddress } from './address-text';
import { suggestionLimit, type GeocodedPlace, type Geocoder } from './geocoder';

export interface NominatimGeocoderOptions {
  /** Where the service lives, e.g. "https://nominatim.openstreetmap.org"; "/search" is appended. */
  baseUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3_000;
const MIN_QUERY_LENGTH = 3;
const USER_AGENT = 'Kasuwa/1.0';

const nominatimHit = z.object({
  display_name: z.string(),
  lat: z.coerce.number().pipe(z.number().finite()),
  lon: z.coerce.number().pipe(z.number().finite()),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      neighbourhood: z.string().optional(),
      quarter: z.string().optional(),
      suburb: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      county: z.string().optional(),
      state: z.string().optional(),
    })
    .optional(),
});
const nominatimAnswer = z.array(nominatimHit);
type NominatimHit = z.infer<typeof nominatimHit>;

/**
 * Asks a Nominatim-compatible service, limited to Nigeria. Rejects with an Error saying what went
 * wrong when the service is unreachable, slower than the timeout, answers non-2xx or unreadably.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly searchUrl: string;
  private readonly timeoutMs: number;

  constructor(options: NominatimGeocoderOptions) {
    this.searchUrl = `${options.baseUrl.replace(/\/+$/, '')}/search`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async suggest(query: string, limit?: number): Promise<string[]> {
    const count = suggestionLimit(limit);
    if (count === 0 || meaningfulLength(tokenizeAddress(query)) < MIN_QUERY_LENGTH) return [];
    const hits = await this.search(collapseWhitespace(query), count);
    return [...new Set(hits.map((hit) => hit.display_name))].slice(0, count);
  }

  async geocode(address: string): Promise<GeocodedPlace | null> {
    const fullAddress = collapseWhitespace(address);
    if (fullAddress === '') return null;
    const [hit] = await this.search(fullAddress, 1);
    if (!hit) return null;
    const details = hit.address ?? {};
    return {
      fullAddress,
      latitude: hit.lat,
      longitude: hit.lon,
      city: details.city ?? details.town ?? details.village ?? details.county ?? null,
      state: details.state ?? null,
      precision: precisionOf(details),
    };
  }

  private async search(query: string, limit: number): Promise<NominatimHit[]> {
    const params = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ng',
      limit: String(limit),
    });
    let response: Response;
    try {
      response = await fetch(`${this.searchUrl}?${params}`, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw describeFailure(error, this.timeoutMs);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Geocoding service answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw describeFailure(error, this.timeoutMs);
    }
    const parsed = nominatimAnswer.safeParse(body);
    if (!parsed.success) throw new Error('Geocoding service sent an answer that is not a list of places');
    return parsed.data;
  }
}

/** The most exact part of the address the service found. */
function precisionOf(details: NonNullable<NominatimHit['address']>): LocationPrecision {
  if (details.house_number ?? details.road) return 'STREET';
  if (details.neighbourhood ?? details.quarter ?? details.suburb) return 'AREA';
  if (details.city ?? details.town ?? details.village) return 'CITY';
  if (details.county) return 'LGA';
  return 'STATE';
}

function describeFailure(error: unknown, timeoutMs: number): Error {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new Error(`Geocoding service did not answer within ${timeoutMs} ms`, { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new Error('Geocoding service sent an answer that is not JSON', { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`Geocoding service could not be reached: ${reason}`, { cause: error });
}
