import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getSession } from '../../lib/session';
import { useLogOut } from './api/log-out';

/**
 * Signs out: the server ends the session and clears its httpOnly cookie (only it can), then the
 * browser goes to /login and forgets the user and every cached answer. The browser forgets even
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
    // Off the signed-in screen first: a guard that saw the session go would send the person to log in
    // and come back (?next=), which is not what signing out means.
    await navigate('/login', { replace: true });
    clearSession();
    queryClient.clear();
  };
  return { signOut, signingOut };
}
