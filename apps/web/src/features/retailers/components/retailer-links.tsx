import { FileSpreadsheet, List, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

const LINKS = {
  list: { to: '/dashboard/retailers', label: 'All retailers', icon: List },
  add: { to: '/dashboard/add-retailer', label: 'Add retailers', icon: Plus },
  import: { to: '/dashboard/add-retailer-csv', label: 'Import a spreadsheet', icon: FileSpreadsheet },
} as const;

/** Links between the retailer screens; `primary` is the screen's main action, if it is one of them. */
export function RetailerLinks({
  show,
  primary,
}: {
  show: readonly (keyof typeof LINKS)[];
  primary?: keyof typeof LINKS;
}) {
  return (
    <nav aria-label="Retailer pages" className="flex flex-wrap gap-2">
      {show.map((key) => {
        const { to, label, icon: Icon } = LINKS[key];
        return (
          <Link key={key} to={to} className={buttonClasses(key === primary ? 'primary' : 'secondary')}>
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
