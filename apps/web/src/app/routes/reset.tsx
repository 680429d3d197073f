import { Navigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { readResetToken } from '../../features/auth/reset-flow';

export default function ResetScreen() {
  // Only a checked code opens this step (spec-decisions.md).
  const resetToken = readResetToken();
  if (!resetToken) return <Navigate to="/forgotpassword" replace />;
  return (
    <>
      <AuthHeading title="Set a new password">Choose a new password for your account.</AuthHeading>
      <ResetPasswordForm resetToken={resetToken} />
    </>
  );
}
