import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupScreen() {
  return (
    <>
      <AuthHeading title="Create an Account">
        Sign up, then register your business to open your brand store.
      </AuthHeading>
      <SignupForm />
    </>
  );
}
