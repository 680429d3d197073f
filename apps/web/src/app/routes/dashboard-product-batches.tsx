import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { ProductBatches } from '../../features/batches/components/product-batches';

export default function DashboardProductBatchesScreen() {
  const manufacturerId = useManufacturerId();
  const { productId = '' } = useParams();
  return (
    <>
      <DashboardPageHeader
        title="Batches"
        description="Each production run, its unit codes and where it went."
        actions={
          <Link to={`/dashboard/edit-product/${productId}`} className={buttonClasses('secondary')}>
            Edit product
          </Link>
        }
      />
      <ProductBatches key={productId} productId={productId} manufacturerId={manufacturerId} />
    </>
  );
}
