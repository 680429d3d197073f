import type { AddressToken } from './address-text';
import type { Gazetteer, GazetteerPlace, GazetteerState, IndexedName } from './gazetteer';

/** A gazetteer name found in typed text, spanning tokens `first`..`last`. */
export interface NameMatch {
  name: IndexedName;
  first: number;
  last: number;
  /** False when the typed text only begins the name (the user is still typing). */
  complete: boolean;
}

/** Words after which the preceding name is a street ("Kano Road"), not a place. */
const STREET_WORDS = new Set([
  'street',
  'st',
  'road',
  'rd',
  'avenue',
  'ave',
  'close',
  'crescent',
  'cres',
  'way',
  'drive',
  'dr',
  'lane',
  'ln',
  'expressway',
  'highway',
  'boulevard',
  'blvd',
  'link',
  'bypass',
]);

const MIN_PARTIAL_FIRST_WORD = 2;

/**
 * Finds every gazetteer name anywhere in the tokens. With `completeLastWord`, the last token
 * may be the start of a word and names may run on past the end of the text.
 */
export function findNameMatches(
  gazetteer: Gazetteer,
  tokens: readonly AddressToken[],
  options: { completeLastWord: boolean },
): NameMatch[] {
  const words = tokens.map((token) => token.normalized);
  const found: NameMatch[] = [];
  for (let first = 0; first < words.length; first++) {
    for (const name of candidatesStartingAt(gazetteer, words, first, options.completeLastWord)) {
      const match = matchAt(name, words, first, options.completeLastWord);
      if (match && !isStreetName(match, words)) found.push(match);
    }
  }
  return withoutShadowedMatches(found);
}

function candidatesStartingAt(
  gazetteer: Gazetteer,
  words: readonly string[],
  first: number,
  completeLastWord: boolean,
): IndexedName[] {
  const word = words[first] ?? '';
  const exact = gazetteer.namesByFirstWord.get(word) ?? [];
  if (!completeLastWord || first !== words.length - 1 || word.length < MIN_PARTIAL_FIRST_WORD) return exact;
  const byPrefix: IndexedName[] = [...exact];
  for (let i = lowerBound(gazetteer.firstWords, word); i < gazetteer.firstWords.length; i++) {
    const firstWord = gazetteer.firstWords[i];
    if (firstWord === undefined || !firstWord.startsWith(word)) break;
    if (firstWord !== word) byPrefix.push(...(gazetteer.namesByFirstWord.get(firstWord) ?? []));
  }
  return byPrefix;
}

function matchAt(
  name: IndexedName,
  words: readonly string[],
  first: number,
  completeLastWord: boolean,
): NameMatch | null {
  const lastTyped = words.length - 1;
  for (let offset = 0; offset < name.words.length; offset++) {
    const typed = words[first + offset];
    const expected = name.words[offset] ?? '';
    if (typed === undefined) {
      return completeLastWord ? { name, first, last: lastTyped, complete: false } : null;
    }
    if (typed === expected) continue;
    // One letter is enough to go on once earlier words of the name matched ("Ibadan N").
    const longEnough = offset > 0 || typed.length >= MIN_PARTIAL_FIRST_WORD;
    const isPartialLastWord =
      completeLastWord && first + offset === lastTyped && longEnough && expected.startsWith(typed);
    return isPartialLastWord ? { name, first, last: lastTyped, complete: false } : null;
  }
  return { name, first, last: first + name.words.length - 1, complete: true };
}

function isStreetName(match: NameMatch, words: readonly string[]): boolean {
  const next = words[match.last + 1];
  return next !== undefined && STREET_WORDS.has(next);
}

/** Drops complete matches inside a longer complete match: "Lagos" within "Lagos Island". */
function withoutShadowedMatches(matches: NameMatch[]): NameMatch[] {
  const complete = matches.filter((match) => match.complete);
  return matches.filter(
    (match) =>
      !match.complete ||
      !complete.some(
        (other) =>
          other.first <= match.first && other.last >= match.last && other.last - other.first > match.last - match.first,
      ),
  );
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function placeOf(match: NameMatch): GazetteerPlace | undefined {
  return match.name.target.kind === 'place' ? match.name.target.place : undefined;
}

export function stateOf(match: NameMatch): GazetteerState {
  const target = match.name.target;
  return target.kind === 'place' ? target.place.state : target.state;
}

/** 0: its state is named in the text; 1: no state is named; 2: only other states are. */
export function stateAgreement(state: GazetteerState, completeStateMatches: readonly NameMatch[]): number {
  if (completeStateMatches.length === 0) return 1;
  return completeStateMatches.some((match) => stateOf(match) === state) ? 0 : 2;
}

/** Orders rank tuples (lower is better) element by element. */
export function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
