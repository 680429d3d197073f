import { Menu as MenuIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useMyBusinesses } from '../../features/dashboard/api/get-my-businesses';
import { useSignOut } from '../../features/auth/use-sign-out';
import { BusinessBadge } from '../../features/dashboard/components/business-badge';
import { BusinessSwitcher } from '../../features/dashboard/components/business-switcher';
import { DashboardNav } from '../../features/dashboard/components/dashboard-nav';
import { NavSheet } from '../../features/dashboard/components/nav-sheet';
import { ADD_BUSINESS_PATH, dashboardAccess } from '../../features/dashboard/dashboard-access';
import { loginPath } from '../../lib/next-path';
import { clearSession, saveSession, useSession } from '../../lib/session';

/** The manufacturer side: sidebar (a menu sheet on phones), the client guard, and logout. */
export function DashboardLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const businesses = useMyBusinesses(Boolean(session));
  const { signOut, signingOut: loggingOut } = useSignOut();

  const me = businesses.isError ? 'error' : businesses.data?.me;
  const access = dashboardAccess({
    signedIn: session !== null,
    storedManufacturerId: session?.manufacturerId ?? null,
    pathname,
    me,
  });
  const derivedManufacturerId = access.kind === 'ready' ? access.manufacturerId : null;
  const needsStoring = derivedManufacturerId !== null && derivedManufacturerId !== session?.manufacturerId;

  useEffect(() => {
    if (needsStoring) saveSession({ manufacturerId: derivedManufacturerId });
  }, [needsStoring, derivedManufacturerId]);

  useEffect(() => {
    // The server no longer knows this session: forget it here too.
    if (session && me === null) clearSession();
  }, [session, me]);

  const owner = me && me !== 'error' ? me : null;
  const business = owner?.manufacturers.find((m) => m.id === session?.manufacturerId) ?? null;
  const missingBusiness = owner !== null && Boolean(session?.manufacturerId) && business === null;
  const { refetch } = businesses;
  useEffect(() => {
    // A business created since the user was loaded: load again for its name.
    if (missingBusiness) void refetch();
  }, [missingBusiness, session?.manufacturerId, refetch]);

  if (loggingOut) return <FullPageSpinner label="Logging out..." />;
  if (access.kind === 'login') return <Navigate to={loginPath(pathname + search)} replace />;
  if (access.kind === 'add-business') return <Navigate to={ADD_BUSINESS_PATH} replace />;

  const logout = async () => {
    setMenuOpen(false);
    await signOut(session?.userId ?? owner?.id ?? null);
  };

  const badge = (place: string, onSwitched?: () => void) => (
    <BusinessBadge
      businessName={business?.businessName ?? null}
      switcher={
        owner && owner.manufacturers.length > 1 ? (
          <BusinessSwitcher
            id={`business-switcher-${place}`}
            businesses={owner.manufacturers}
            currentId={session?.manufacturerId ?? null}
            onSwitched={onSwitched}
            compact={place === 'header'}
          />
        ) : undefined
      }
    />
  );

  const nav = (onNavigate?: () => void) => (
    <DashboardNav onNavigate={onNavigate} onLogout={() => void logout()} loggingOut={loggingOut} />
  );

  return (
    <div className="min-h-dvh bg-gray-50 md:flex">
      <aside className="hidden w-64 shrink-0 border-r border-gray-200 bg-white md:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-8 p-4">
          {badge('sidebar')}
          {nav()}
        </div>
      </aside>
      <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 py-1 md:hidden">
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="dashboard-menu"
          onClick={() => setMenuOpen(true)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
        >
          <MenuIcon className="size-6" aria-hidden="true" />
        </button>
        {badge('header')}
      </header>
      <NavSheet open={menuOpen} onClose={() => setMenuOpen(false)}>
        {badge('menu', () => setMenuOpen(false))}
        {nav(() => setMenuOpen(false))}
      </NavSheet>
      <main className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-6 md:px-8 md:py-8">
        {access.kind === 'checking' || needsStoring ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Loading your dashboard" />
          </div>
        ) : access.kind === 'error' ? (
          <EmptyState
            title="We could not load your dashboard."
            action={<Button onClick={() => void businesses.refetch()}>Try again</Button>}
          >
            Please check your connection and try again.
          </EmptyState>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}

function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
