import { categoryLabel, INDUSTRY_LABELS } from '@kasuwa/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Business } from '../api/get-business';

/** What the business told us when it signed up: names, industry, categories and address. */
export function BusinessInfo({ business }: { business: Business }) {
  const categories = business.productCategory.map((category) => categoryLabel(category));
  const rows: [string, string][] = [
    ['Business name', business.businessName],
    ['Brand store name', business.brandStoreName],
    ['Industry', INDUSTRY_LABELS[business.industry]],
    ['Categories', categories.length ? categories.join(', ') : 'None chosen'],
    ['Address', business.location.fullAddress],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([term, detail]) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="text-sm text-gray-600">{term}</dt>
          <dd className="font-medium text-gray-900">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BusinessInfoSkeleton() {
  return (
    <div aria-busy="true" role="status" aria-label="Loading business info" className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-5 w-40" />
        </div>
      ))}
    </div>
  );
}
