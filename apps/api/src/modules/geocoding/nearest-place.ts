import { haversineKm, type LatLng } from '@kasuwa/domain';
import type { Gazetteer, GazetteerPlace } from './gazetteer';

/** The gazetteer place closest to a point: what a map pin with no usable text is labelled with. */
export function nearestPlace(gazetteer: Gazetteer, point: LatLng): GazetteerPlace | undefined {
  let best: GazetteerPlace | undefined;
  let bestKm = Infinity;
  for (const place of gazetteer.places) {
    const km = haversineKm(point, place);
    // Ties and near-ties go to the better-known place (an area or city over a hamlet beside it).
    if (km < bestKm - 0.5 || (km < bestKm + 0.5 && best !== undefined && place.prominence > best.prominence)) {
      best = place;
      bestKm = Math.min(km, bestKm);
    }
  }
  return best;
}
