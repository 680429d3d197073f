import { collapseWhitespace, tokenizeAddress } from './address-text';
import type { Gazetteer } from './gazetteer';
import { compareRanks, findNameMatches, placeOf, stateAgreement, stateOf, type NameMatch } from './gazetteer-matcher';
import type { GeocodedPlace } from './geocoder';

/**
 * Places an address at the most specific name recognised in it. Ranked, lower first:
 * agreement with a state named in the text ("Garki, Abuja" is the FCT, not Garki in Jigawa),
 * place or LGA before state, a name that is not also a state's ("Ikeja" before "Lagos" in
 * "Ikeja, Lagos"), later in the text (the town or area comes last, just before the state; the
 * street part earlier is where chance matches live: "Suya Spot", "Logo Junction"), prominence.
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
  const place = placeOf(best);
  if (place) {
    const { latitude, longitude, name, state } = place;
    return { fullAddress, latitude, longitude, city: name, state: state.name };
  }
  const state = stateOf(best);
  const { latitude, longitude, name } = state.capital;
  return { fullAddress, latitude, longitude, city: name, state: state.name };
}
