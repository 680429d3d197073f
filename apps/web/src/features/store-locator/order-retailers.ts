import { haversineKm, type LatLng } from '@kasuwa/domain';

export interface Placed {
  name: string;
  location: LatLng;
}

export interface RetailerWithDistance<T extends Placed> {
  retailer: T;
  /** Straight-line distance from the shopper; null while the shopper's position is unknown. */
  distanceKm: number | null;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The nearest first when the shopper's position is known; otherwise by name, so the list stays
 * in a stable order. Ties keep a stable order by name too.
 */
export function orderRetailers<T extends Placed>(retailers: T[], position: LatLng | null): RetailerWithDistance<T>[] {
  return retailers
    .map((retailer) => ({ retailer, distanceKm: position ? haversineKm(position, retailer.location) : null }))
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || byName.compare(a.retailer.name, b.retailer.name));
}
