import { OTP_TTL_MINUTES } from '@kasuwa/domain';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthHeading, TEXT_LINK } from '../../features/auth/components/auth-heading';
import { VerifyCodeForm } from '../../features/auth/components/verify-code-form';
import { readResetEmail } from '../../features/auth/reset-flow';

const emailFromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

export default function VerifyOtpScreen() {
  const location = useLocation();
  const email = emailFromState(location.state) ?? readResetEmail();
  if (!email) return <Navigate to="/forgotpassword" replace />;
  return (
    <>
      <AuthHeading title="Enter the code">
        If <strong className="font-semibold break-all text-gray-900">{email}</strong> has an account, we have sent it a
        4-digit code and a link. They are valid for {OTP_TTL_MINUTES} minutes.
      </AuthHeading>
      <VerifyCodeForm email={email} />
      <p className="mt-2 text-center text-sm text-gray-600">
        Not your email?{' '}
        <Link to="/forgotpassword" className={TEXT_LINK}>
          Change it
        </Link>
      </p>
    </>
  );
}
