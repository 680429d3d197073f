import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { loginPath, nextPathFrom, signupPath } from '../../../lib/next-path';
import { TEXT_LINK } from './auth-heading';

/** The way in: create an account or log in. Google sign-in does not exist here yet, and says so. */
export function Welcome() {
  const next = nextPathFrom(useLocation().search);
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        disabled
        className={buttonClasses('secondary', 'w-full bg-gray-50 text-gray-600 hover:bg-gray-50')}
      >
        <span className="whitespace-nowrap">Sign Up with Google</span>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-gray-700">
          Coming soon
        </span>
      </button>
      <div className="flex items-center gap-3 text-sm text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <Link to={signupPath(next)} className={buttonClasses('primary', 'w-full')}>
        Create an Account
      </Link>
      <p className="mt-2 flex items-center justify-center gap-1 text-sm text-gray-600">
        Already have an account?
        <Link to={loginPath(next)} className={TEXT_LINK}>
          Log in
        </Link>
      </p>
    </div>
  );
}
