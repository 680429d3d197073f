import { z } from 'zod';
import type { LatLng } from './distance';
import { NIGERIA_COAST_LINES, NIGERIA_RINGS } from './nigeria-boundary';

/**
 * How exactly a stored address was placed, most exact first: a street the geocoder knew, a
 * neighbourhood ("Yaba"), a local government area, a town or city, only the state (placed at its
 * capital), or coordinates the person pinned on a map.
 */
export const LOCATION_PRECISIONS = ['PINNED', 'STREET', 'AREA', 'LGA', 'CITY', 'STATE'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

export const LOCATION_PRECISION_LABELS: Record<LocationPrecision, string> = {
  PINNED: 'Pinned',
  STREET: 'Street',
  AREA: 'Area',
  LGA: 'LGA',
  CITY: 'City',
  STATE: 'State',
};

/** Placed no better than a whole town or state: worth pinning on a map. */
export function isRoughPrecision(precision: LocationPrecision | null | undefined): boolean {
  return precision === 'CITY' || precision === 'STATE' || precision === 'LGA';
}

/**
 * How far outside the drawn outline a point may lie and still count as Nigeria. The 1:50m outline
 * is simplified: along the sea it cuts off shops on Victoria Island, Ikoyi and in the delta's
 * creeks by up to 8 km, so the coast gets a wide margin (the sea beyond it is no place for a shop
 * anyway); along the land borders with Benin, Niger, Chad and Cameroon a narrow one, so that a
 * pin in a neighbouring country is refused.
 */
const COAST_MARGIN_KM = 10;
const LAND_BORDER_MARGIN_KM = 2;
const KM_PER_DEGREE = 111.32;

/**
 * Inside Nigeria's outline (Natural Earth 1:50m), within 2 km of it, or within 10 km of its coast.
 * A real boundary check, not a bounding box: the box around Nigeria also holds much of Benin,
 * Niger and Cameroon.
 */
export function isInNigeria({ latitude, longitude }: LatLng): boolean {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (NIGERIA_RINGS.some((ring) => ringContains(ring, longitude, latitude))) return true;
  const near = (lines: readonly (readonly number[])[], km: number) =>
    lines.some((line) => distanceToLineKm(line, longitude, latitude) <= km);
  return near(NIGERIA_COAST_LINES, COAST_MARGIN_KM) || near(NIGERIA_RINGS, LAND_BORDER_MARGIN_KM);
}

/** Even-odd ray casting over a ring of longitude, latitude pairs. */
function ringContains(ring: readonly number[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const xi = ring[i] ?? 0;
    const yi = ring[i + 1] ?? 0;
    const xj = ring[j] ?? 0;
    const yj = ring[j + 1] ?? 0;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Shortest distance to a polyline's segments, on a flat projection (fine over a few kilometres). */
function distanceToLineKm(line: readonly number[], longitude: number, latitude: number): number {
  const kmPerLongitude = KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
  const px = longitude * kmPerLongitude;
  const py = latitude * KM_PER_DEGREE;
  let best = Infinity;
  // A ring repeats its first point at the end, so consecutive pairs cover every edge.
  for (let i = 2; i < line.length; i += 2) {
    const ax = (line[i - 2] ?? 0) * kmPerLongitude;
    const ay = (line[i - 1] ?? 0) * KM_PER_DEGREE;
    const bx = (line[i] ?? 0) * kmPerLongitude;
    const by = (line[i + 1] ?? 0) * KM_PER_DEGREE;
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
    best = Math.min(best, Math.hypot(px - (ax + t * dx), py - (ay + t * dy)));
  }
  return best;
}

export const PIN_OUTSIDE_NIGERIA_MESSAGE = 'The pin must be in Nigeria: move it onto the address';
export const PIN_INCOMPLETE_MESSAGE = 'Give both latitude and longitude from the map pin, or neither';

const optionalCoordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine((n) => Math.abs(n) <= limit, `${label} must be between -${limit} and ${limit}`)
      .optional(),
  );

/**
 * Optional map-pin coordinates beside an address: both or neither, and inside Nigeria. Used as
 * given; without them the address is placed from its text.
 */
export const optionalPinSchema = z
  .object({
    latitude: optionalCoordinate('Latitude', 90),
    longitude: optionalCoordinate('Longitude', 180),
  })
  .superRefine((pin, ctx) => {
    if (pin.latitude === undefined && pin.longitude === undefined) return;
    if (pin.latitude === undefined || pin.longitude === undefined) {
      ctx.addIssue({ code: 'custom', message: PIN_INCOMPLETE_MESSAGE, path: ['latitude'] });
      return;
    }
    if (!isInNigeria({ latitude: pin.latitude, longitude: pin.longitude })) {
      ctx.addIssue({ code: 'custom', message: PIN_OUTSIDE_NIGERIA_MESSAGE, path: ['latitude'] });
    }
  })
  .transform((pin): LatLng | null =>
    pin.latitude === undefined || pin.longitude === undefined
      ? null
      : { latitude: pin.latitude, longitude: pin.longitude },
  );
