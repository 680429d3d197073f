import { EARTH_RADIUS_KM } from './limits';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line (great-circle) distance in kilometres by the haversine formula. */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "850 m" under 1 km, otherwise "12.3 km" (one decimal). */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${metres} m`;
  return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
}
