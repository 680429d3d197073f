import { useVerificationStats } from '../api/get-verification-stats';
import { PERIODS, type Period } from '../period';
import { ChecksChart } from './checks-chart';
import { SectionError } from './section-states';
import { VerificationTotals } from './verification-totals';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';

/** 7 / 30 / 90 days as a segmented control; the pressed one is the period shown. */
export function PeriodChoice({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-control border border-gray-300 bg-white p-1">
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'min-h-11 rounded-[6px] px-4 text-sm font-semibold',
            value === period ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
          )}
        >
          {period} days
        </button>
      ))}
    </div>
  );
}

/** The period's totals and its checks per day. */
export function VerificationOverview({
  manufacturerId,
  period,
  onPeriodChange,
}: {
  manufacturerId: string;
  period: Period;
  onPeriodChange: (period: Period) => void;
}) {
  const stats = useVerificationStats(manufacturerId, period);
  const data = stats.data?.manufacturerVerificationStats;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="totals-heading" aria-busy={stats.isFetching} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="totals-heading" className="text-lg font-semibold text-gray-900">
            Last {period} days
          </h2>
          <PeriodChoice value={period} onChange={onPeriodChange} />
        </div>
        {stats.isError && !data ? (
          <SectionError onRetry={() => void stats.refetch()}>We could not load your figures.</SectionError>
        ) : (
          <VerificationTotals totals={data} />
        )}
      </section>
      <section
        aria-labelledby="checks-heading"
        className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card md:p-6"
      >
        <h2 id="checks-heading" className="text-lg font-semibold text-gray-900">
          Checks per day
        </h2>
        {data ? (
          <ChecksChart days={data.daily} />
        ) : stats.isError ? (
          <p className="text-gray-600">The chart appears once your figures load.</p>
        ) : (
          <Skeleton className="h-[280px] w-full" />
        )}
      </section>
    </div>
  );
}
