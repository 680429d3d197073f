import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { readResetEmail } from '../../features/auth/reset-flow';

export default function ForgotPasswordScreen() {
  return (
    <>
      <AuthHeading title="Forgot password">
        Enter the email of your account and we will send you a 4-digit code and a link to reset your password.
      </AuthHeading>
      <ForgotPasswordForm defaultEmail={readResetEmail() ?? undefined} />
    </>
  );
}
