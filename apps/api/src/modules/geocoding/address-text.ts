/** One word of typed text: its comparable form and where it sits in the original string. */
export interface AddressToken {
  /** Lowercase, without accents or apostrophes ("Ìbàdàn" -> "ibadan", "Jama'are" -> "jamaare"). */
  normalized: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}\p{M}'\u2019]+/gu;
const MARKS_AND_APOSTROPHES = /[\p{M}'\u2019]/gu;

export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(MARKS_AND_APOSTROPHES, '').toLowerCase();
}

/** Splits text into words at spaces and punctuation, keeping each word's position in the original. */
export function tokenizeAddress(text: string): AddressToken[] {
  const tokens: AddressToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const normalized = normalizeWord(match[0]);
    if (normalized === '') continue;
    tokens.push({ normalized, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

export function normalizedWords(text: string): string[] {
  return tokenizeAddress(text).map((token) => token.normalized);
}

/** How many letters and digits the text has once punctuation and spacing are ignored. */
export function meaningfulLength(tokens: readonly AddressToken[]): number {
  return tokens.reduce((sum, token) => sum + token.normalized.length, 0);
}

export function collapseWhitespace(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
