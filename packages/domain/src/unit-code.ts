/**
 * Unit codes: the code printed on each unit of a batch, typed or scanned by a shopper.
 *
 * Written like `7K3M-Q9XD-4TBR-HW2N`: 16 characters in groups of 4, from a 31-character
 * alphabet with no look-alikes (Crockford's base 32 without Z: no I, L, O, U, Z). The first 15
 * characters are random; the last is a check character.
 *
 * Randomness: 15 characters of 31 = 31^15 ≈ 2.3 × 10^22 ≈ 2^74 codes. Even with 10^8 live codes
 * in the whole database, one guess hits a valid code with probability 10^8 / 2.3 × 10^22 ≈
 * 4 × 10^-15; a million guesses a second for a year (3 × 10^13 guesses, far past any rate limit)
 * would find about 0.14 codes. Guessing is pointless; the rate limits only keep the load down.
 *
 * Check character: 31 is prime, so a weighted sum mod 31 with position weights 1..15 (and -1 for
 * the check character) changes for every single-character substitution (weight × difference is
 * never 0 mod a prime) and for every swap of two neighbours (their weights differ by 1, again
 * never 0 mod 31). A typing slip is told apart from a code we never issued before any lookup.
 *
 * The domain stays pure: random bytes come from the caller (crypto.randomBytes on the server, or
 * a deterministic generator seeded per generation job).
 */

export const UNIT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXY';
const BASE = UNIT_CODE_ALPHABET.length; // 31, a prime: the check arithmetic relies on it
export const UNIT_CODE_RANDOM_CHARS = 15;
export const UNIT_CODE_LENGTH = UNIT_CODE_RANDOM_CHARS + 1;
export const UNIT_CODE_GROUP = 4;
/** 15 random characters of 31: log2(31^15). */
export const UNIT_CODE_RANDOM_BITS = Math.floor(UNIT_CODE_RANDOM_CHARS * Math.log2(BASE));
/** The most codes one generation request may ask for. */
export const UNIT_CODES_PER_REQUEST_MAX = 100_000;

/** What people type for a character that is not in the alphabet but looks like one that is. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1', U: 'V', Z: '2' };

const VALUE = new Map([...UNIT_CODE_ALPHABET].map((c, i) => [c, i]));

/** Bytes below this map to a character without bias (248 = 8 × 31). */
const UNBIASED_BYTE_LIMIT = Math.floor(256 / BASE) * BASE;

/** The check character of the random part (the first 15 characters of a code, normalised). */
export function checkCharacterOf(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (i + 1) * (VALUE.get(body[i] as string) ?? 0);
  return UNIT_CODE_ALPHABET[sum % BASE] as string;
}

/**
 * A new code from random bytes: `randomBytes(n)` must return n uniformly random bytes (from a
 * cryptographic source). Bytes from 248 up are skipped, so every character is equally likely.
 */
export function createUnitCode(randomBytes: (size: number) => Uint8Array): string {
  let body = '';
  while (body.length < UNIT_CODE_RANDOM_CHARS) {
    for (const byte of randomBytes(UNIT_CODE_RANDOM_CHARS + 1)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      body += UNIT_CODE_ALPHABET[byte % BASE];
      if (body.length === UNIT_CODE_RANDOM_CHARS) break;
    }
  }
  return formatUnitCode(body + checkCharacterOf(body));
}

/**
 * What people typed or a scanner read, reduced to the code's 16 characters if it could be one:
 * upper case, spaces and dashes gone, look-alikes (O, I, L, U, Z) mapped to the alphabet. A link
 * (`https://…/v/CODE`) gives its last path segment. Other characters are kept, so that
 * isWellFormedUnitCode can refuse them.
 */
export function normaliseUnitCode(input: string): string {
  const lastSegment =
    input
      .trim()
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  let out = '';
  for (const raw of decodeSafely(lastSegment).toUpperCase()) {
    if (raw === '-' || /\s/.test(raw)) continue;
    out += LOOK_ALIKES[raw] ?? raw;
  }
  return out;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** 16 characters of the alphabet (after normalising), whatever the check character says. */
export function isWellFormedUnitCode(input: string): boolean {
  const code = normaliseUnitCode(input);
  return code.length === UNIT_CODE_LENGTH && [...code].every((c) => VALUE.has(c));
}

/** Well formed and its last character is the check character of the others. */
export function hasValidCheckCharacter(input: string): boolean {
  if (!isWellFormedUnitCode(input)) return false;
  const code = normaliseUnitCode(input);
  return checkCharacterOf(code.slice(0, UNIT_CODE_RANDOM_CHARS)) === code[UNIT_CODE_RANDOM_CHARS];
}

/** The normalised code in groups of 4: `7K3M-Q9XD-4TBR-HW2N`. */
export function formatUnitCode(input: string): string {
  return groupAsTyped(input);
}

/**
 * For the input that groups as the shopper types: normalised, at most 16 characters, a dash after
 * every 4 ("7k3mq9" -> "7K3M-Q9"). Characters outside the alphabet are dropped.
 */
export function groupAsTyped(input: string): string {
  const chars = [...normaliseUnitCode(input)].filter((c) => VALUE.has(c)).slice(0, UNIT_CODE_LENGTH);
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += UNIT_CODE_GROUP) groups.push(chars.slice(i, i + UNIT_CODE_GROUP).join(''));
  return groups.join('-');
}

/** The verification link printed in a unit's QR code. */
export function unitCodeUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/v/${formatUnitCode(code)}`;
}
