import { GraphQLRequestError, NETWORK_ERROR } from '../../lib/graphql-client';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const LOGIN_FAILED = 'Login failed';
export const SIGNUP_FAILED = 'An error occurred during signup.';

// Codes whose message the API wrote for people; anything else is masked or technical.
// RATE_LIMITED says when to try again ("Too many attempts. Try again in 14 minutes.").
const USER_FACING_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED']);

/** The server's own message when it wrote one for the user, the network text offline, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof GraphQLRequestError)) return fallback;
  if (error.code === 'NETWORK_ERROR') return NETWORK_ERROR;
  if (error.code && USER_FACING_CODES.has(error.code) && error.message.trim()) return error.message;
  return fallback;
}

/** The form field an input refusal names, when the form has that field: its message goes under it. */
export function refusedField<Name extends string>(error: unknown, fields: readonly Name[]): Name | undefined {
  if (!(error instanceof GraphQLRequestError) || error.code !== 'BAD_USER_INPUT') return undefined;
  return fields.find((name) => name === error.field);
}

/** The text of a form's red box: none when the refusal is shown under one of the form's `fields`. */
export function formErrorMessage(error: unknown, fields: readonly string[], fallback: string): string | null {
  return refusedField(error, fields) ? null : serverMessage(error, fallback);
}

/** Login's texts (docs/decisions/0007): server message, "Invalid credentials", network, "Login failed". */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED' && !error.message.trim()) {
    return INVALID_CREDENTIALS;
  }
  return serverMessage(error, LOGIN_FAILED);
}
