import { FileSpreadsheet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
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
        actions={
          <>
            <Link to="/dashboard/import-products" className={buttonClasses('secondary')}>
              <FileSpreadsheet className="size-5" aria-hidden="true" />
              Import from spreadsheet
            </Link>
            <AddProductLink />
          </>
        }
      />
      <MyProducts manufacturerId={manufacturerId} />
    </>
  );
}
