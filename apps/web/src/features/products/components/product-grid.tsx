import { Skeleton } from '../../../components/ui/skeleton';
import type { ProductSummary } from '../api/product-summary';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4';

/** Products in 2, 3 or 4 columns by width. */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul className={GRID} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard product={product} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while products load. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading products
      </span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-card bg-white shadow-card">
            <Skeleton className="aspect-square rounded-none" />
            <div className="space-y-2 p-3">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
