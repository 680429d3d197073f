/** Where versions before the session cookie kept the token. */
const LEGACY_TOKEN_KEY = 'token';

/**
 * Deletes a token an older version of the app left in localStorage (it no longer signs anything
 * in). Run after the page has loaded (app/after-load.ts): nothing reads it, so nothing waits for it.
 */
export function forgetLegacyToken(): void {
  try {
    window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage unavailable: there is nothing stored to forget.
  }
}
