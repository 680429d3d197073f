import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { AddProductLink } from '../../features/dashboard/components/my-products';
import { RetailersCard } from '../../features/dashboard/components/retailers-card';
import { StatsOverview } from '../../features/dashboard/components/stats-overview';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';

export default function DashboardMainScreen() {
  const manufacturerId = useManufacturerId();
  return (
    <>
      <DashboardPageHeader
        title="Dashboard"
        description="How your brand store is doing."
        actions={<AddProductLink />}
      />
      <div className="flex flex-col gap-6">
        <StatsOverview manufacturerId={manufacturerId} />
        <RetailersCard manufacturerId={manufacturerId} />
      </div>
    </>
  );
}
