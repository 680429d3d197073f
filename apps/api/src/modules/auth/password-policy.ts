import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import { badInput } from '../../platform/errors';
import { lazyRequire } from '../../platform/lazy-require';

const zxcvbnCommon = lazyRequire<typeof ZxcvbnCommon>('@zxcvbn-ts/language-common');

export const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';
export const PASSWORD_CONTAINS_EMAIL = 'Your password must not contain your email address.';

/** The ~49,000 most common passwords of public breach lists, lowercased (bundled: no network). */
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(zxcvbnCommon().dictionary['passwords-common'].map((p) => p.toLowerCase())));

/** "Password1!" -> "password": a common word decorated with digits and symbols is still common. */
const core = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/**
 * The server's part of the password policy; the shared schema has already checked the length and
 * the character classes. Refuses a password found among the common ones, as typed or without the
 * digits and symbols around it, and one containing the name part of the account's email.
 */
export function assertStrongPassword(password: string, email: string): void {
  const lower = password.toLowerCase();
  const words = commonPasswords();
  const stripped = core(password);
  if (words.has(lower) || (stripped.length >= 4 && words.has(stripped))) throw badInput(COMMON_PASSWORD, 'password');
  const namePart = email.toLowerCase().split('@')[0] ?? '';
  if (namePart.length >= 3 && lower.includes(namePart)) throw badInput(PASSWORD_CONTAINS_EMAIL, 'password');
}
