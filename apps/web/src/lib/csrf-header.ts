/**
 * Every POST the app sends carries this header. The server refuses a cookie-signed request
 * without it when another site's form could have sent it: a form cannot add a header, and a
 * script on another origin may not send one without a CORS preflight that the server refuses.
 */
export const CSRF_HEADER = { name: 'X-Kasuwa-CSRF', value: '1' } as const;
