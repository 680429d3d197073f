import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../../../lib/next-path';
import { getSession } from '../../../lib/session';

/**
 * The account area needs someone signed in, otherwise it sends you to /login, which brings you back
 * here afterwards (`?next=`). Read once per visit, not followed: when the server ends the session,
 * the screen says so and offers to log in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // Kept from the first render: a re-render after the server ended the session must not redirect.
  const [signedIn] = useState(() => getSession() !== null);
  if (!signedIn) return <Navigate to={loginPath(pathname + search)} replace />;
  return children;
}
