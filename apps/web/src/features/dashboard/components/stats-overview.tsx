import { STATS_PERIOD_DAYS, STATS_PERIODS, type StatsPeriod } from '@kasuwa/domain';
import { Eye, Megaphone, Package, Repeat, Search, ShoppingBag, Store, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FiguresSection } from '../../../components/ui/figures-section';
import { PeriodSwitch } from '../../../components/ui/period-switch';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardStats, type DashboardStats } from '../api/get-dashboard-stats';
import { FIGURE_KEYS, FIGURES, type FigureKey } from '../figures';
import { ActionLists } from './action-lists';
import { DeliveryAreaList, type DeliveryArea } from './delivery-area-list';
import { FigureCard } from './figure-card';
import { FigureChart } from './figure-chart';
import { StatCard, StatCardSkeleton } from './stat-card';

const count = new Intl.NumberFormat('en-GB');

const PERIOD_LABELS: Record<StatsPeriod, string> = { WEEKLY: 'Weekly', MONTHLY: 'Monthly', QUARTERLY: 'Quarterly' };

const ICONS: Record<FigureKey, typeof Wallet> = {
  revenue: Wallet,
  orders: ShoppingBag,
  returningUsers: Repeat,
  reach: Megaphone,
  searches: Search,
  landingViews: Eye,
};

const daysOf = (stats: DashboardStats, figure: FigureKey) => stats[`${figure}Days`];

/**
 * The dashboard's home, all from one request per period: the six figures against the period
 * before, the chosen one per day, the map (drawn by the screen: `map` is given this period's
 * delivery areas), the lists to act on, and the catalogue's counts.
 */
export function StatsOverview({
  manufacturerId,
  map,
}: {
  manufacturerId: string;
  map: (areas: readonly DeliveryArea[]) => ReactNode;
}) {
  const [period, setPeriod] = useState<StatsPeriod>('WEEKLY');
  const [figure, setFigure] = useState<FigureKey>('revenue');
  const stats = useDashboardStats(manufacturerId, period);
  const data = stats.data?.dashboardStats;
  const days = STATS_PERIOD_DAYS[period];
  const failed = stats.isError && !data;

  return (
    <div className="flex flex-col gap-6">
      <FiguresSection
        headingId="performance-heading"
        title={`Performance, last ${days} days`}
        periodSwitch={
          <PeriodSwitch
            options={STATS_PERIODS}
            labelOf={(option) => PERIOD_LABELS[option]}
            value={period}
            onChange={setPeriod}
          />
        }
        busy={stats.isFetching}
        failed={failed}
        onRetry={() => void stats.refetch()}
      >
        {data ? (
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {FIGURE_KEYS.map((key) => {
              const Icon = ICONS[key];
              return (
                <FigureCard
                  key={key}
                  figure={key}
                  icon={<Icon />}
                  value={data[key]}
                  previous={data.previous[key]}
                  period={data.period}
                  selected={figure === key}
                  onSelect={() => setFigure(key)}
                />
              );
            })}
          </ul>
        ) : (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {FIGURE_KEYS.map((key) => (
              <StatCardSkeleton key={key} />
            ))}
          </div>
        )}
        {data && FIGURE_KEYS.every((key) => data[key] === 0 && data.previous[key] === 0) && (
          <p className="text-sm text-gray-700">
            No shopper has seen your products in the last {days * 2} days. The figures fill in as shoppers visit your
            store, search and order.
          </p>
        )}
      </FiguresSection>

      {!failed && (
        <section
          aria-labelledby="chart-heading"
          className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card md:p-6"
        >
          <h2 id="chart-heading" className="text-lg font-semibold text-gray-900">
            {FIGURES[figure].label} per day
          </h2>
          {data ? (
            <FigureChart figure={figure} days={daysOf(data, figure)} />
          ) : (
            <Skeleton className="h-[280px] w-full" />
          )}
        </section>
      )}

      <section
        aria-labelledby="map-heading"
        className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card md:p-6"
      >
        <h2 id="map-heading" className="text-lg font-semibold text-gray-900">
          Your retailers and deliveries
        </h2>
        <p className="text-sm text-gray-600">
          Pins are your retailers; green circles are the areas your orders of the last {days} days are delivered to,
          larger for more orders.
        </p>
        {map(data?.deliveryAreas ?? [])}
        {data && <DeliveryAreaList areas={data.deliveryAreas} days={days} />}
      </section>

      {data && (
        <section aria-labelledby="lists-heading" className="flex flex-col gap-3">
          <h2 id="lists-heading" className="text-lg font-semibold text-gray-900">
            What shoppers did
          </h2>
          <ActionLists stats={data} days={days} />
        </section>
      )}

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
