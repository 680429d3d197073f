import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { EditProduct } from '../../features/product-form/components/edit-product';

export default function DashboardEditProductScreen() {
  const manufacturerId = useManufacturerId();
  const { productId = '' } = useParams();
  return (
    <>
      <DashboardPageHeader
        title="Edit Product"
        actions={
          <Link to={`/dashboard/products/${productId}/batches`} className={buttonClasses('secondary')}>
            Batches and unit codes
          </Link>
        }
      />
      <EditProduct key={productId} productId={productId} manufacturerId={manufacturerId} />
    </>
  );
}
