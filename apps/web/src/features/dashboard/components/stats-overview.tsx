import { formatNaira } from '@kasuwa/domain';
import { BarChart3, Eye, Megaphone, Package, Repeat, Search, ShoppingBag, Store, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { StatsPeriod } from '@kasuwa/domain';
import { useDashboardStats, type DashboardStats } from '../api/get-dashboard-stats';
import { PeriodSwitch } from './period-switch';
import { StatCard, StatCardSkeleton } from './stat-card';

const count = new Intl.NumberFormat('en-GB');

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
      <section aria-labelledby="performance-heading" aria-busy={stats.isFetching} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="performance-heading" className="text-lg font-semibold text-gray-900">
            Performance
          </h2>
          <PeriodSwitch value={period} onChange={setPeriod} />
        </div>
        {stats.isError && !data ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-red-50 p-4 text-red-700"
          >
            <p>We could not load your figures. Please try again.</p>
            <Button variant="secondary" onClick={() => void stats.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {data
              ? FIGURES.map(({ key, label, icon: Icon }) => (
                  <StatCard key={key} label={label} icon={<Icon />}>
                    {key === 'revenue' ? formatNaira(data.revenue) : count.format(data[key])}
                  </StatCard>
                ))
              : FIGURES.map(({ key }) => <StatCardSkeleton key={key} />)}
          </div>
        )}
        <p className="text-sm text-gray-600">
          <BarChart3 className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
          Figures stay at zero until shoppers order and visit your store.
        </p>
      </section>
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
