import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getSession } from '../../lib/session';
import { useLogOut } from './api/log-out';

/**
 * Signs out: the server ends the session and clears its httpOnly cookie (only it can), then the
 * browser forgets the user and every cached answer, and goes to /login. The browser forgets even
 * when the server cannot be told.
 */
export function useSignOut() {
  const logOut = useLogOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async (userId: string | null = getSession()?.userId ?? null) => {
    setSigningOut(true);
    try {
      if (userId) await logOut.mutateAsync(userId);
    } catch {
      // Signed out here even when the server cannot be reached.
    }
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
  return { signOut, signingOut };
}
