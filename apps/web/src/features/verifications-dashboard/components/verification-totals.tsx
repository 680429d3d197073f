import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../words';

export interface Totals {
  checks: number;
  genuine: number;
  alreadyVerified: number;
  expired: number;
  recalled: number;
  codesVerified: number;
  likelyCopies: number;
  reports: number;
}

/** Checks that answered anything but a first genuine check: already checked, expired or recalled. */
export const warningsOf = (totals: Totals) => totals.alreadyVerified + totals.expired + totals.recalled;

const FIGURES: { label: string; hint: string; value: (totals: Totals) => number }[] = [
  { label: 'Checks', hint: 'Codes of yours that shoppers checked', value: (t) => t.checks },
  { label: 'Genuine', hint: 'First checks of a code', value: (t) => t.genuine },
  { label: 'Warnings', hint: 'Already checked, expired or recalled', value: warningsOf },
  { label: 'Codes checked', hint: 'Different codes, each counted once', value: (t) => t.codesVerified },
  { label: 'Likely copies', hint: 'Codes checked too often or far apart', value: (t) => t.likelyCopies },
  { label: 'Reports of fakes', hint: 'Sent by shoppers', value: (t) => t.reports },
];

/** The period's figures as a grid of cards: 2 across on a phone, 3 on a laptop. */
export function VerificationTotals({ totals }: { totals: Totals | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {FIGURES.map(({ label, hint, value }) => (
        <div key={label} className="flex flex-col gap-1 rounded-card bg-white p-4 shadow-card">
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd className="tabular text-2xl font-semibold text-gray-900">
            {totals ? formatCount(value(totals)) : <Skeleton className="h-8 w-16" />}
          </dd>
          <dd className="text-xs text-gray-600">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}
