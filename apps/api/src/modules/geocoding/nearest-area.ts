import { getGazetteer, type GazetteerPlace } from './gazetteer';

/** A named area (an LGA or a town that is one, or a state capital) and its centre. */
export interface NamedArea {
  name: string;
  /** As the gazetteer names it ("Lagos", "Federal Capital Territory"). */
  state: string;
  latitude: number;
  longitude: number;
}

let areas: GazetteerPlace[] | undefined;

/**
 * The area whose centre is nearest to a point: LGAs and state capitals only, so that a point is
 * named by the local government area around it rather than by a hamlet beside it.
 */
export function nearestArea(latitude: number, longitude: number): NamedArea {
  areas ??= getGazetteer().places.filter((place) => place.prominence >= 2);
  const shrink = Math.cos((latitude * Math.PI) / 180);
  let best: GazetteerPlace | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const place of areas) {
    const dLat = place.latitude - latitude;
    const dLng = (place.longitude - longitude) * shrink;
    const distance = dLat * dLat + dLng * dLng;
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  if (!best) throw new Error('the gazetteer has no areas');
  return { name: best.name, state: best.state.name, latitude: best.latitude, longitude: best.longitude };
}
