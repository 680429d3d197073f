import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { AddProductLink, MyProducts } from '../../features/dashboard/components/my-products';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';

export default function DashboardProductsScreen() {
  const manufacturerId = useManufacturerId();
  return (
    <>
      <DashboardPageHeader
        title="My Products"
        description="Everything in your brand store."
        actions={<AddProductLink />}
      />
      <MyProducts manufacturerId={manufacturerId} />
    </>
  );
}
