export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters.';
export const TOO_DEEP_MESSAGE = 'The input is nested too deeply.';

/** Deeper than any input the API takes (a filter's `in` list inside an input is 3). */
export const MAX_INPUT_DEPTH = 16;

/**
 * True when `text` holds a C0 control character, DEL or a C1 control character, other than tab,
 * line feed and carriage return (multi-line fields need those), or a bidirectional embedding,
 * override or isolate (U+202A–U+202E, U+2066–U+2069), which shows stored text reversed to other
 * users. PostgreSQL refuses NUL outright; the others only ever arrive to hide or break something.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if ((code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
      return true;
    }
  }
  return false;
}

export type UnsafeInput = { problem: 'control-character' | 'too-deep'; path: string[] };

/** The first string (or key) holding a control character, or the first place nested too deeply. */
export function findUnsafeInput(value: unknown, path: string[] = [], depth = 0): UnsafeInput | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? { problem: 'control-character', path } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { problem: 'too-deep', path };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (hasControlCharacter(key)) return { problem: 'control-character', path };
    const found = findUnsafeInput(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
