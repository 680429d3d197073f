import { LayoutDashboard, LogOut, Package, Store, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';

const LINKS = [
  { to: '/dashboard/main', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/dashboard/myproducts', label: 'My Products', icon: Package },
  { to: '/dashboard/account', label: 'My Account', icon: UserRound },
  { to: '/dashboard/add-retailer', label: 'Add Retailers', icon: Store },
] as const;

const itemClasses = 'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-sm font-medium';
const idleClasses = 'text-gray-700 hover:bg-gray-100';

/** The dashboard's links and Logout: the same list in the sidebar and in the phone menu. */
export function DashboardNav({
  onNavigate,
  onLogout,
  loggingOut,
}: {
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <nav aria-label="Dashboard" className="flex flex-1 flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) => cn(itemClasses, isActive ? 'bg-brand-50 text-brand-700' : idleClasses)}
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className={cn(itemClasses, idleClasses, 'mt-auto disabled:opacity-60')}
      >
        <LogOut className="size-5" aria-hidden="true" />
        {loggingOut ? 'Logging out...' : 'Logout'}
      </button>
    </nav>
  );
}
