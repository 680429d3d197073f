import { Download } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';
import { ProductImport } from '../../features/product-import/components/product-import';

const TEMPLATES = [
  { href: '/products/import-template.xlsx', label: 'Template (.xlsx)' },
  { href: '/products/import-template.csv', label: 'Template (.csv)' },
];

export default function DashboardImportProductsScreen() {
  const manufacturerId = useManufacturerId();
  const navigate = useNavigate();
  return (
    <>
      <DashboardPageHeader
        title="Import products"
        description="Add many products at once from a spreadsheet. Nothing is saved until you import."
        actions={
          <>
            {TEMPLATES.map(({ href, label }) => (
              <a key={href} href={href} download className={buttonClasses('secondary')}>
                <Download className="size-5" aria-hidden="true" />
                {label}
              </a>
            ))}
            <Link to="/dashboard/myproducts" className={buttonClasses('ghost')}>
              My Products
            </Link>
          </>
        }
      />
      {/* A switch to another business starts the import afresh. */}
      <ProductImport
        key={manufacturerId}
        manufacturerId={manufacturerId}
        onImported={() => void navigate('/dashboard/myproducts')}
      />
    </>
  );
}
