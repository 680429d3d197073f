import {
  collapseWhitespace,
  meaningfulLength,
  normalizedWords,
  tokenizeAddress,
  type AddressToken,
} from './address-text';
import type { Gazetteer, GazetteerPlace, GazetteerState } from './gazetteer';
import { compareRanks, findNameMatches, placeOf, stateAgreement, stateOf, type NameMatch } from './gazetteer-matcher';

const MIN_QUERY_LENGTH = 3;

interface Suggestion {
  text: string;
  /** Compared element by element, lower first: state agreement, complete word, kind, prominence, later in the text. */
  rank: number[];
}

const KIND_PLACE = 0;
const KIND_STATE = 1;
const KIND_STATE_CAPITAL = 2;

/**
 * Suggests full addresses: what was typed up to a recognised place or LGA, spelled properly,
 * followed by its state ("12 Allen Avenue, Ikeja" -> "12 Allen Avenue, Ikeja, Lagos").
 *
 * A state typed on its own ("Ogun") is offered as "Ogun State" and as its capital
 * ("Abeokuta, Ogun"): nothing more specific is known and either is a sensible pick. When the state
 * shares its name with a town ("Lagos", "Kano") the town is offered instead, written
 * "Lagos, Lagos State" rather than "Lagos, Lagos", next to names that continue what was typed
 * ("Lagos Island, Lagos").
 */
export function suggestAddresses(gazetteer: Gazetteer, query: string, limit: number): string[] {
  const tokens = tokenizeAddress(query);
  if (limit <= 0 || meaningfulLength(tokens) < MIN_QUERY_LENGTH) return [];

  const matches = findNameMatches(gazetteer, tokens, { completeLastWord: true });
  const stateMatches = matches.filter((match) => match.name.target.kind === 'state');
  const completeStateMatches = stateMatches.filter((match) => match.complete);
  const completePlaceMatches = matches.filter((match) => match.complete && placeOf(match));

  // A state named after a place in it ("Ikeja, Lag|") only qualifies that place: the place's
  // suggestion already covers it, so nothing is suggested from where the state begins.
  const qualifierStarts = new Set(
    stateMatches
      .filter((state) =>
        completePlaceMatches.some((place) => place.last < state.first && stateOf(place) === stateOf(state)),
      )
      .map((state) => state.first),
  );

  const suggestions: Suggestion[] = [];
  for (const match of matches) {
    if (qualifierStarts.has(match.first)) continue;
    const typedBefore = query.slice(0, tokenAt(tokens, match.first).start);
    const place = placeOf(match);
    if (place) {
      suggestions.push({
        text: placeSuggestion(query, tokens, match, place, completeStateMatches),
        rank: [
          stateAgreement(place.state, completeStateMatches),
          match.complete ? 0 : 1,
          KIND_PLACE,
          -place.prominence,
          -match.first,
        ],
      });
      continue;
    }
    const state = stateOf(match);
    const sameNamedTown = completePlaceMatches.some(
      (other) => other.first === match.first && other.last === match.last && stateOf(other) === state,
    );
    if (sameNamedTown) continue;
    const agreement = stateAgreement(state, completeStateMatches);
    const completeness = match.complete ? 0 : 1;
    suggestions.push(
      { text: typedBefore + state.formalName, rank: [agreement, completeness, KIND_STATE] },
      {
        text: `${typedBefore}${state.capital.name}, ${stateLabel(state.capital.name, state)}`,
        rank: [agreement, completeness, KIND_STATE_CAPITAL],
      },
    );
  }

  return bestDistinct(suggestions, limit);
}

function placeSuggestion(
  query: string,
  tokens: readonly AddressToken[],
  match: NameMatch,
  place: GazetteerPlace,
  completeStateMatches: readonly NameMatch[],
): string {
  const typedBefore = query.slice(0, tokenAt(tokens, match.first).start);
  const stateAfter = completeStateMatches.find((state) => state.first > match.last && stateOf(state) === place.state);
  if (stateAfter) {
    const between = query.slice(tokenAt(tokens, match.last).end, tokenAt(tokens, stateAfter.first).start);
    return typedBefore + place.name + between + stateAfter.name.display;
  }
  const stateBefore = completeStateMatches.some((state) => state.last < match.first && stateOf(state) === place.state);
  if (stateBefore) return typedBefore + place.name;
  if (place.city) return `${typedBefore}${place.name}, ${cityLabel(place.city, place.state)}`;
  return `${typedBefore}${place.name}, ${stateLabel(place.name, place.state)}`;
}

/** An area is named with its city: "Yaba, Lagos", "Garki, Abuja", "Bodija, Ibadan, Oyo". */
function cityLabel(city: string, state: GazetteerState): string {
  return sameWords(city, state.name) || (sameWords(city, state.capital.name) && state.name === FCT_NAME)
    ? city
    : `${city}, ${state.name}`;
}

const FCT_NAME = 'Federal Capital Territory';

/** "Ikeja, Lagos" but "Kano, Kano State". */
function stateLabel(placeName: string, state: GazetteerState): string {
  return sameWords(placeName, state.name) ? state.formalName : state.name;
}

function sameWords(a: string, b: string): boolean {
  return normalizedWords(a).join(' ') === normalizedWords(b).join(' ');
}

function bestDistinct(suggestions: Suggestion[], limit: number): string[] {
  const seen = new Set<string>();
  const best: string[] = [];
  for (const { text } of [...suggestions].sort((a, b) => compareRanks(a.rank, b.rank))) {
    const tidy = collapseWhitespace(text);
    const identity = normalizedWords(tidy).join(' ');
    if (seen.has(identity)) continue;
    seen.add(identity);
    best.push(tidy);
    if (best.length === limit) break;
  }
  return best;
}

function tokenAt(tokens: readonly AddressToken[], index: number): AddressToken {
  const token = tokens[index];
  if (!token) throw new Error(`No token at ${index}`);
  return token;
}
