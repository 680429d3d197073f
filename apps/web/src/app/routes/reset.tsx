import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { readResetToken } from '../../features/auth/reset-flow';

/** Opened by a checked code, or directly by the one-time link in the reset email (`?token=`). */
export default function ResetScreen() {
  // useLocation, not useSearchParams: the router's search-params code would join every page's first download.
  const { search } = useLocation();
  // Read once: after a successful reset the stored token is cleared while this screen is still
  // rendered (on its way to /login), which must not send the user back to /forgotpassword.
  const [resetToken] = useState(() => new URLSearchParams(search).get('token') || readResetToken());
  const navigate = useNavigate();
  // The link's token leaves the address bar (and so the history and anything shared from it).
  useEffect(() => {
    if (search) void navigate({ search: '' }, { replace: true });
  }, [search, navigate]);
  if (!resetToken) return <Navigate to="/forgotpassword" replace />;
  return (
    <>
      <AuthHeading title="Set a new password">Choose a new password for your account.</AuthHeading>
      <ResetPasswordForm resetToken={resetToken} />
    </>
  );
}
