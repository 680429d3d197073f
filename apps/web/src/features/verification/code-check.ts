import { formatUnitCode, hasValidCheckCharacter, isWellFormedUnitCode } from '@kasuwa/domain';

export const INCOMPLETE_CODE_MESSAGE = 'Enter all 16 characters of the code on the label.';
export const MISTYPED_CODE_MESSAGE =
  'This code has a typing mistake: one character does not match. Check it against the label and try again.';

/** How much of a link's text that is not a code is shown back to the shopper. */
export const SHOWN_TEXT_MAX = 32;

/** Why a typed code cannot be sent yet, or null when it can (checked here, before any request). */
export function codeProblem(typed: string): string | null {
  if (!isWellFormedUnitCode(typed)) return INCOMPLETE_CODE_MESSAGE;
  if (!hasValidCheckCharacter(typed)) return MISTYPED_CODE_MESSAGE;
  return null;
}

/** All 16 characters, but one of them wrong: the shopper can fix it in place. */
export const isMistyped = (typed: string) => isWellFormedUnitCode(typed) && !hasValidCheckCharacter(typed);

/**
 * The code as the answer names it: grouped when it is well formed; otherwise what was given,
 * trimmed and cut short (normalising "hello" would show a made-up "HE11-0").
 */
export function codeAsShown(given: string): string {
  if (isWellFormedUnitCode(given)) return formatUnitCode(given);
  const text = given.trim();
  return text.length > SHOWN_TEXT_MAX ? `${text.slice(0, SHOWN_TEXT_MAX)}…` : text;
}
