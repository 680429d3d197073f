import { collapseWhitespace, tokenizeAddress } from './address-text';
import type { LocationPrecision } from '@kasuwa/domain';
import type { Gazetteer, GazetteerPlace, PlaceKind } from './gazetteer';
import { compareRanks, findNameMatches, placeOf, stateAgreement, stateOf, type NameMatch } from './gazetteer-matcher';
import type { GeocodedPlace } from './geocoder';

/**
 * Places an address at the most specific name recognised in it. Ranked, lower first:
 * agreement with a state named in the text ("Garki, Abuja" is the FCT, not Garki in Jigawa),
 * place or LGA before state, a name that is not also a state's ("Ikeja" before "Lagos" in
 * "Ikeja, Lagos"), later in the text (the town or area comes last, just before the state; the
 * street part earlier is where chance matches live: "Suya Spot", "Logo Junction"), prominence.
 * Then an area of a city named with its city ("Bodija, Ibadan") is more exact than the city.
 */
export function resolveAddress(gazetteer: Gazetteer, address: string): GeocodedPlace | null {
  const fullAddress = collapseWhitespace(address);
  const matches = findNameMatches(gazetteer, tokenizeAddress(fullAddress), { completeLastWord: false });
  const stateMatches = matches.filter((match) => match.name.target.kind === 'state');
  const isStateSpan = (match: NameMatch) =>
    stateMatches.some((state) => state.first === match.first && state.last === match.last);

  const ranked = matches
    .map((match) => {
      const place = placeOf(match);
      const rank = place
        ? [stateAgreement(place.state, stateMatches), 0, isStateSpan(match) ? 1 : 0, -match.first, -place.prominence]
        : [0, 1, 0, -match.first];
      return { match, rank };
    })
    .sort((a, b) => compareRanks(a.rank, b.rank));

  const best = ranked[0]?.match;
  if (!best) return null;
  const bestPlace = placeOf(best);
  if (bestPlace) {
    const area = bestPlace.kind === 'area' ? bestPlace : areaWithin(ranked, bestPlace, isStateSpan);
    const place = area ?? bestPlace;
    const { latitude, longitude, state } = place;
    return {
      fullAddress,
      latitude,
      longitude,
      city: place.city ?? place.name,
      state: state.name,
      precision: PRECISION_OF_KIND[place.kind],
    };
  }
  const state = stateOf(best);
  const { latitude, longitude, name } = state.capital;
  return { fullAddress, latitude, longitude, city: name, state: state.name, precision: 'STATE' };
}

const PRECISION_OF_KIND: Record<PlaceKind, LocationPrecision> = { area: 'AREA', town: 'CITY', lga: 'LGA' };

/** The best-ranked area in the same state as `place`, named elsewhere in the text. */
function areaWithin(
  ranked: readonly { match: NameMatch }[],
  place: GazetteerPlace,
  isStateSpan: (match: NameMatch) => boolean,
): GazetteerPlace | undefined {
  for (const { match } of ranked) {
    const candidate = placeOf(match);
    if (candidate?.kind === 'area' && candidate.state === place.state && !isStateSpan(match)) return candidate;
  }
  return undefined;
}
