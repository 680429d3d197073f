import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { AddProduct } from '../../features/product-form/components/add-product';

export default function DashboardAddProductScreen() {
  const manufacturerId = useManufacturerId();
  return (
    <>
      <DashboardPageHeader title="Add Product" description="Shoppers see it in your brand store at once." />
      <AddProduct manufacturerId={manufacturerId} />
    </>
  );
}
