import {
  ChevronRight,
  ClipboardList,
  Heart,
  KeyRound,
  MapPin,
  MessageSquare,
  Package,
  Star,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ACCOUNT_LINKS, type AccountLinkKey } from '../account-links';

const ICONS: Record<AccountLinkKey, LucideIcon> = {
  messages: MessageSquare,
  orders: Package,
  reviews: Star,
  favourites: Heart,
  surveys: ClipboardList,
  credit: Wallet,
  addresses: MapPin,
  password: KeyRound,
};

const ROW = 'flex min-h-14 items-center gap-4 px-4 py-2';

/** The account index: a link for each screen that exists, a disabled row saying what will come for the rest. */
export function AccountMenu() {
  return (
    <nav aria-label="Account">
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-card bg-white shadow-card">
        {ACCOUNT_LINKS.map((item) => {
          const Icon = ICONS[item.key];
          const icon = (
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            >
              <Icon className="size-5" />
            </span>
          );
          return (
            <li key={item.key}>
              {'to' in item ? (
                <Link to={item.to} className={`${ROW} hover:bg-gray-50`}>
                  {icon}
                  <span className="flex-1 font-medium text-gray-900">{item.label}</span>
                  <ChevronRight className="size-5 text-gray-400" aria-hidden="true" />
                </Link>
              ) : (
                // A screen that is not there yet: a disabled link named with what will come, not focusable, no href.
                <a role="link" aria-disabled="true" className={`${ROW} cursor-not-allowed`}>
                  <span className="opacity-60">{icon}</span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-gray-500">{item.label}</span>
                    <span className="text-sm text-gray-600">{item.upcoming}</span>
                  </span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
