import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getSession } from '../../../lib/session';

/**
 * The account area needs someone signed in, otherwise it sends you to /login. Read once per
 * visit, not followed: when the server ends the session, the screen says so and offers to log in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getSession()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
