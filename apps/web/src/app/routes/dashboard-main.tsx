import { MAP_HEIGHT_PX } from '@kasuwa/domain';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { areaName } from '../../features/dashboard/components/delivery-area-list';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { AddProductLink } from '../../features/dashboard/components/my-products';
import { RetailersCard } from '../../features/dashboard/components/retailers-card';
import { StatsOverview } from '../../features/dashboard/components/stats-overview';
import { useCurrentBusiness } from '../../features/dashboard/use-current-business';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { BrandMap } from '../../features/store-locator/components/brand-map';
import { MapSkeleton } from '../../features/store-locator/components/map-slot';

const ordersWord = (orders: number) => `${orders.toLocaleString('en-GB')} ${orders === 1 ? 'order' : 'orders'}`;

export default function DashboardMainScreen() {
  const manufacturerId = useManufacturerId();
  const business = useCurrentBusiness();
  return (
    <>
      <DashboardPageHeader
        title="Dashboard"
        description="How your brand store is doing."
        actions={
          <>
            {business && (
              <Link to={`/${business.slug}`} className={buttonClasses('secondary')}>
                <ExternalLink className="size-5" aria-hidden="true" />
                View my store
              </Link>
            )}
            <AddProductLink />
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <StatsOverview
          manufacturerId={manufacturerId}
          map={(areas) =>
            business ? (
              <BrandMap
                slug={business.slug}
                areas={areas.map((area) => ({
                  key: `${area.state}:${area.area}`,
                  label: `${areaName(area)}: ${ordersWord(area.orders)}`,
                  latitude: area.latitude,
                  longitude: area.longitude,
                  count: area.orders,
                }))}
              />
            ) : (
              <div className="overflow-hidden rounded-card" style={{ height: MAP_HEIGHT_PX }}>
                <MapSkeleton />
              </div>
            )
          }
        />
        <RetailersCard manufacturerId={manufacturerId} />
      </div>
    </>
  );
}
