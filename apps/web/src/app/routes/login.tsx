import { AuthHeading } from '../../features/auth/components/auth-heading';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginScreen() {
  return (
    <>
      <AuthHeading title="Log in">
        Welcome back. Log in to shop, follow your orders or manage your brand store.
      </AuthHeading>
      <LoginForm />
    </>
  );
}
