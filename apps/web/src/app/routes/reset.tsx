import { Navigate, useSearchParams } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { readResetToken } from '../../features/auth/reset-flow';

/** Opened by a checked code, or directly by the one-time link in the reset email (`?token=`). */
export default function ResetScreen() {
  const [params] = useSearchParams();
  const resetToken = params.get('token') || readResetToken();
  if (!resetToken) return <Navigate to="/forgotpassword" replace />;
  return (
    <>
      <AuthHeading title="Set a new password">Choose a new password for your account.</AuthHeading>
      <ResetPasswordForm resetToken={resetToken} />
    </>
  );
}
