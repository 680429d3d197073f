import {
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  Package,
  ShieldCheck,
  ShoppingBag,
  Store,
  UserRound,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useNewOrderCount } from '../api/get-new-order-count';
import { useManufacturerId } from '../use-manufacturer-id';

const ORDERS_PATH = '/dashboard/orders';

const LINKS = [
  { to: '/dashboard/main', label: 'Dashboard', icon: LayoutDashboard },
  { to: ORDERS_PATH, label: 'Orders', icon: ShoppingBag },
  { to: '/dashboard/myproducts', label: 'My Products', icon: Package },
  { to: '/dashboard/verifications', label: 'Verifications', icon: ShieldCheck },
  { to: '/dashboard/reviews', label: 'Reviews', icon: MessageSquareText },
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
  const newOrders = useNewOrderCount(useManufacturerId()).data?.newOrderCount ?? 0;
  return (
    <nav aria-label="Dashboard" className="flex flex-1 flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              aria-label={to === ORDERS_PATH && newOrders > 0 ? `${label}, ${newOrders} new` : undefined}
              className={({ isActive }) => cn(itemClasses, isActive ? 'bg-brand-50 text-brand-700' : idleClasses)}
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
              {/* The space keeps "Orders 3" as the visible text, which the link's name must contain. */}
              {to === ORDERS_PATH && (
                <>
                  {' '}
                  <NewOrdersBadge count={newOrders} />
                </>
              )}
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

/** The count of orders waiting to be confirmed; screen readers hear it in the link's name ("Orders, 3 new"). */
function NewOrdersBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="tabular ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
