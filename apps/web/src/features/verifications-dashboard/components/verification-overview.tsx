import { FiguresSection } from '../../../components/ui/figures-section';
import { PeriodSwitch } from '../../../components/ui/period-switch';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVerificationStats } from '../api/get-verification-stats';
import { PERIODS, type Period } from '../period';
import { ChecksChart } from './checks-chart';
import { VerificationTotals } from './verification-totals';

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
      <FiguresSection
        headingId="totals-heading"
        title={`Last ${period} days`}
        periodSwitch={
          <PeriodSwitch options={PERIODS} labelOf={(days) => `${days} days`} value={period} onChange={onPeriodChange} />
        }
        busy={stats.isFetching}
        failed={stats.isError && !data}
        onRetry={() => void stats.refetch()}
      >
        <VerificationTotals totals={data} />
      </FiguresSection>
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
