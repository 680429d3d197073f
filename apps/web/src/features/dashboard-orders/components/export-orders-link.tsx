import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { exportHref, type OrderFilter } from '../order-filter';

/** Downloads the orders the list shows (every page) as a spreadsheet file; the session cookie goes along. */
export function ExportOrdersLink({ manufacturerId, filter }: { manufacturerId: string; filter: OrderFilter }) {
  return (
    <a href={exportHref(manufacturerId, filter)} download="orders.csv" className={buttonClasses('secondary')}>
      <Download className="size-5" aria-hidden="true" />
      Export CSV
    </a>
  );
}
