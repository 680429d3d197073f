import { useLocation } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignupForm } from '../../features/auth/components/signup-form';
import { ADD_BUSINESS_PATH, nextPathFrom } from '../../lib/next-path';

export default function SignupScreen() {
  const sellingNext = nextPathFrom(useLocation().search) === ADD_BUSINESS_PATH;
  return (
    <>
      <AuthHeading title="Create an Account">
        {sellingNext
          ? 'Sign up, then register your business to open your brand store.'
          : 'Sign up to buy from brand stores, save your delivery addresses and follow your orders.'}
      </AuthHeading>
      <SignupForm />
    </>
  );
}
