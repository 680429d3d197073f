import { ChevronRight, LayoutDashboard, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useOwnsBusiness } from '../api/get-my-business-ids';
import { sellOnKasuwaLink } from '../sell-on-kasuwa';

/**
 * "Sell on Kasuwa" (the spec's sign-up then add-business path), or "Go to your dashboard" for
 * someone who owns a business: known from the stored business, else asked of the server.
 */
export function SellOnKasuwaLink() {
  const session = useSession();
  const storedBusiness = Boolean(session?.manufacturerId);
  const ownsBusinessOnServer = useOwnsBusiness(session !== null && !storedBusiness);
  const link = sellOnKasuwaLink({ signedIn: session !== null, ownsBusiness: storedBusiness || ownsBusinessOnServer });
  const Icon = link.owner ? LayoutDashboard : Store;
  return (
    <Link
      to={link.to}
      className="flex min-h-14 items-center gap-4 rounded-card bg-white px-4 py-3 shadow-card hover:bg-gray-50"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-gray-900">{link.label}</span>
        <span className="text-sm text-gray-600">{link.text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-gray-400" aria-hidden="true" />
    </Link>
  );
}
