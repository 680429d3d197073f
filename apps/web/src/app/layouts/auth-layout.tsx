import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';

/** The sign-in screens: the brand on top, one centred card, no tab bar. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-brand-50 px-4 py-8">
      <Link to="/" className="mb-6 flex items-center gap-2 text-xl font-bold text-brand-700">
        <BrandMark />
        Kasuwa
      </Link>
      <main className="w-full max-w-md rounded-card bg-white p-6 shadow-card md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
