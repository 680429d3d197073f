import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';

/** The brand mark and the name of the business in use (or `switcher`, to choose another). */
export function BusinessBadge({ businessName, switcher }: { businessName: string | null; switcher?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link to="/" aria-label="Kasuwa home" className="shrink-0">
        <BrandMark className="text-lg" />
      </Link>
      {switcher ?? (
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-gray-500">Kasuwa dashboard</p>
          <p className="break-words text-sm font-semibold leading-snug text-gray-900">
            {businessName ?? 'Your business'}
          </p>
        </div>
      )}
    </div>
  );
}
