import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { loginPath, signupPath } from '../../../lib/next-path';

const CHECKOUT_PATH = '/checkout';

/** Signed out at checkout: log in or create an account, then come straight back here. */
export function SignInToCheckout() {
  return (
    <section
      aria-labelledby="sign-in-to-checkout"
      className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <UserRound className="size-5" />
        </span>
        <h2 id="sign-in-to-checkout" className="text-lg font-semibold text-gray-900">
          Log in to place your order
        </h2>
      </div>
      <p className="text-sm text-gray-600">
        Your account keeps your orders, so you can follow them and the stores can reach you. Your cart stays as it is.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={loginPath(CHECKOUT_PATH)} className={buttonClasses('primary', 'flex-1')}>
          Log in
        </Link>
        <Link to={signupPath(CHECKOUT_PATH)} className={buttonClasses('secondary', 'flex-1')}>
          Create an account
        </Link>
      </div>
    </section>
  );
}
