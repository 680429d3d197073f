import { formatNaira, STATS_PERIODS, type StatsPeriod } from '@kasuwa/domain';
import { BarChart3, Eye, Megaphone, Package, Repeat, Search, ShoppingBag, Store, Wallet } from 'lucide-react';
import { useState } from 'react';
import { FiguresSection } from '../../../components/ui/figures-section';
import { PeriodSwitch } from '../../../components/ui/period-switch';
import { useDashboardStats, type DashboardStats } from '../api/get-dashboard-stats';
import { StatCard, StatCardSkeleton } from './stat-card';

const count = new Intl.NumberFormat('en-GB');

const PERIOD_LABELS: Record<StatsPeriod, string> = { WEEKLY: 'Weekly', MONTHLY: 'Monthly', QUARTERLY: 'Quarterly' };

const FIGURES: {
  key: Exclude<keyof DashboardStats, 'period' | 'productCount' | 'retailerCount'>;
  label: string;
  icon: typeof Wallet;
}[] = [
  { key: 'revenue', label: 'Revenue', icon: Wallet },
  { key: 'orders', label: 'Orders', icon: ShoppingBag },
  { key: 'returningUsers', label: 'Returning users', icon: Repeat },
  { key: 'reach', label: 'Reach', icon: Megaphone },
  { key: 'searches', label: 'Searches', icon: Search },
  { key: 'landingViews', label: 'Landing page views', icon: Eye },
];

/** The period's figures plus the product and retailer counts, all from one request. */
export function StatsOverview({ manufacturerId }: { manufacturerId: string }) {
  const [period, setPeriod] = useState<StatsPeriod>('WEEKLY');
  const stats = useDashboardStats(manufacturerId, period);
  const data = stats.data?.dashboardStats;

  return (
    <div className="flex flex-col gap-6">
      <FiguresSection
        headingId="performance-heading"
        title="Performance"
        periodSwitch={
          <PeriodSwitch
            options={STATS_PERIODS}
            labelOf={(option) => PERIOD_LABELS[option]}
            value={period}
            onChange={setPeriod}
          />
        }
        busy={stats.isFetching}
        failed={stats.isError && !data}
        onRetry={() => void stats.refetch()}
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {data
            ? FIGURES.map(({ key, label, icon: Icon }) => (
                <StatCard key={key} label={label} icon={<Icon />}>
                  {key === 'revenue' ? formatNaira(data.revenue) : count.format(data[key])}
                </StatCard>
              ))
            : FIGURES.map(({ key }) => <StatCardSkeleton key={key} />)}
        </div>
        <p className="text-sm text-gray-600">
          <BarChart3 className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
          Figures stay at zero until shoppers order and visit your store.
        </p>
      </FiguresSection>
      <section aria-labelledby="catalogue-heading" className="flex flex-col gap-4">
        <h2 id="catalogue-heading" className="text-lg font-semibold text-gray-900">
          Your catalogue
        </h2>
        <div className="grid grid-cols-2 gap-3">
          {data ? (
            <>
              <StatCard label="Products" icon={<Package />}>
                {count.format(data.productCount)}
              </StatCard>
              <StatCard label="Retailers" icon={<Store />}>
                {count.format(data.retailerCount)}
              </StatCard>
            </>
          ) : (
            <>
              <StatCardSkeleton />
              <StatCardSkeleton />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
