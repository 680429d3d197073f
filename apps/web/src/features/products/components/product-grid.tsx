import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ProductSummary } from '../api/product-summary';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4';

/** The first two rows at any width (2 to 4 columns): what a screen shows before any scrolling. */
const ABOVE_THE_FOLD = 4;

export interface ProductGridProps {
  products: ProductSummary[];
  label: string;
  /** Each card's action under its price (e.g. add to cart). */
  action?: (product: ProductSummary) => ReactNode;
  showStore?: boolean;
  /** False when the grid starts below the fold: then no image is fetched before it is scrolled near. */
  eagerStart?: boolean;
}

/** Products in 2, 3 or 4 columns by width. */
export function ProductGrid({ products, label, action, showStore, eagerStart = true }: ProductGridProps) {
  return (
    <ul className={GRID} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard
              product={product}
              eager={eagerStart && index < ABOVE_THE_FOLD}
              action={action?.(product)}
              showStore={showStore}
            />
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
