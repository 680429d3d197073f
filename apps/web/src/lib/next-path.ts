/**
 * Where sign-in returns to: the `next` query parameter of /login, /signup, /auth and /forgotpassword.
 * Only a path on this site is followed, so that a link someone sends cannot use our log-in page
 * to send a person to another site after they sign in (an open redirect).
 */
export const NEXT_PARAM = 'next';

export const DASHBOARD_HOME = '/dashboard/main';
export const ACCOUNT_HOME = '/account';
/** Where a signed-in person registers a business: the end of the spec's sign-up path for sellers. */
export const ADD_BUSINESS_PATH = '/dashboard/add-business';

/**
 * `value` when it is a path on this site: it starts with exactly one `/` (not `//` nor `/\`, which
 * browsers read as another host), and holds no control characters (which browsers drop, so
 * "/\t/evil.example" would become "//evil.example"). Anything else: null.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value[0] !== '/') return null;
  if (value[1] === '/' || value[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The safe `next` of a location's query string (e.g. `useLocation().search`), or null. */
export function nextPathFrom(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** `path` with `?next=` added when there is a safe one to carry. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: safe }).toString()}` : path;
}

/** The log-in page, coming back to `next` (the path and query the person wanted) afterwards. */
export const loginPath = (next?: string | null) => withNext('/login', next);

/** The sign-up page, going to `next` afterwards. */
export const signupPath = (next?: string | null) => withNext('/signup', next);

/**
 * Where a person goes once signed in or signed up: where they came from, else their home: the
 * dashboard for someone who owns a business (the spec), the account page for everyone else.
 */
export function pathAfterSignIn({ next, ownsBusiness }: { next: string | null; ownsBusiness: boolean }): string {
  return safeNextPath(next) ?? (ownsBusiness ? DASHBOARD_HOME : ACCOUNT_HOME);
}
