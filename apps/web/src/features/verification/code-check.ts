import { hasValidCheckCharacter, isWellFormedUnitCode } from '@kasuwa/domain';

export const INCOMPLETE_CODE_MESSAGE = 'Enter all 16 characters of the code on the label.';
export const MISTYPED_CODE_MESSAGE =
  'This code has a typing mistake: one character does not match. Check it against the label and try again.';

/** Why a typed code cannot be sent yet, or null when it can (checked here, before any request). */
export function codeProblem(typed: string): string | null {
  if (!isWellFormedUnitCode(typed)) return INCOMPLETE_CODE_MESSAGE;
  if (!hasValidCheckCharacter(typed)) return MISTYPED_CODE_MESSAGE;
  return null;
}
