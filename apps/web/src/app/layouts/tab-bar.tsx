import { CircleHelp, ShieldCheck, Store, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';

const TABS = [
  { to: '/', label: 'My Brands', icon: Store },
  { to: '/verify', label: 'Verify', icon: ShieldCheck },
  { to: '/account', label: 'Account', icon: UserRound },
  { to: '/help', label: 'Help', icon: CircleHelp },
] as const;

/** Verify, Account and Help own their paths; every other shopper screen (stores, a store, a product, the cart) is browsing brands. */
function activeTab(pathname: string): string {
  // A unit's QR link (/v/{code}) is a check, so it belongs to Verify.
  if (pathname.startsWith('/v/')) return '/verify';
  const owner = TABS.find(({ to }) => to !== '/' && (pathname === to || pathname.startsWith(`${to}/`)));
  return owner?.to ?? '/';
}

/** The four tabs: a fixed bottom bar below 768 px, a top navigation above. */
export function TabBar() {
  const active = activeTab(useLocation().pathname);
  return (
    <nav
      aria-label="Main"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)]',
        'md:static md:border-t-0 md:bg-transparent md:pb-0',
      )}
    >
      <ul className="mx-auto grid max-w-md grid-cols-4 md:flex md:max-w-none md:gap-1">
        {TABS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={active === to ? 'page' : undefined}
              className={cn(
                'flex h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium md:h-11 md:flex-row md:gap-2 md:rounded-control md:px-3 md:text-sm',
                active === to ? 'text-brand-700 md:bg-brand-50' : 'text-gray-600 hover:text-gray-900',
              )}
            >
              <Icon className="size-6 md:size-5" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
