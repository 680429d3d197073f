import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@kasuwa/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Every product category, each opening its products. */
export function CategoryList() {
  return (
    <ul aria-label="Product categories" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {PRODUCT_CATEGORIES.map((key) => (
        <li key={key}>
          <Link
            to={`/categories/${key}`}
            className="flex min-h-14 items-center justify-between gap-3 rounded-card bg-white px-4 py-3 font-medium text-gray-900 shadow-card hover:bg-brand-50"
          >
            {PRODUCT_CATEGORY_LABELS[key]}
            <ChevronRight className="size-5 shrink-0 text-gray-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
