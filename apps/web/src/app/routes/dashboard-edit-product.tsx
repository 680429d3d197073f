import { useParams } from 'react-router';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { EditProduct } from '../../features/product-form/components/edit-product';

export default function DashboardEditProductScreen() {
  const manufacturerId = useManufacturerId();
  const { productId = '' } = useParams();
  return (
    <>
      <DashboardPageHeader title="Edit Product" />
      <EditProduct key={productId} productId={productId} manufacturerId={manufacturerId} />
    </>
  );
}
