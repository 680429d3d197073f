import { haversineKm } from '@kasuwa/domain';
import { STATE_CAPITALS } from '../geocoding/state-capitals';

/** About Nigeria's bounding box, with a margin: a shared place outside it is kept without a name. */
const NIGERIA = { south: 3.5, north: 14.5, west: 2.5, east: 15 };

/**
 * Where a check happened, as coarse as the answer needs: the nearest state capital ("Ikeja,
 * Lagos", "Kano"). Later shoppers read this, never the coordinates, which are stored rounded to about a
 * kilometre.
 */
export function placeNear(latitude: number, longitude: number): string | null {
  if (latitude < NIGERIA.south || latitude > NIGERIA.north || longitude < NIGERIA.west || longitude > NIGERIA.east) {
    return null;
  }
  let best = STATE_CAPITALS[0];
  let bestKm = Infinity;
  for (const capital of STATE_CAPITALS) {
    const km = haversineKm({ latitude, longitude }, capital);
    if (km < bestKm) [best, bestKm] = [capital, km];
  }
  return best ? placeName(best.capital, best.state === 'Federal Capital Territory' ? 'FCT' : best.state) : null;
}

const bareState = (state: string) =>
  state
    .replace(/\bstate\b/i, '')
    .trim()
    .toLowerCase();

/** "Ikeja, Lagos", but "Kano" for a town named as its state (not "Kano, Kano" nor "Kano, Kano State"). */
export function placeName(town: string, state: string): string {
  return town.trim().toLowerCase() === bareState(state) ? town.trim() : `${town.trim()}, ${state.trim()}`;
}

/** Two decimals of a degree: about 1.1 km, enough to tell towns apart, not enough to find a home. */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;
