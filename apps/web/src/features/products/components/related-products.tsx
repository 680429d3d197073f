import { useId } from 'react';
import { useAfterFirstPaint } from '../../../lib/first-paint';
import { useRecordProductsListed } from '../../../lib/shop-events';
import { useProducts, type ProductWhere } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/**
 * A "Related products" section of the products matching `where`, hidden when there are none.
 * It is secondary to its page, so a failure is one quiet line rather than an error page, and it is
 * asked for once the page's first paint is shown (its skeleton holds the place until then).
 */
export function RelatedProducts({
  where,
  take,
  enabled = true,
}: {
  where: ProductWhere;
  take: number;
  enabled?: boolean;
}) {
  const headingId = useId();
  const painted = useAfterFirstPaint();
  const { data, isPending, isError } = useProducts(where, { take, enabled: enabled && painted });
  useRecordProductsListed(enabled ? data?.products.map((p) => p.id) : undefined, 'related');
  if (!enabled || (data && data.products.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-gray-900">
        Related products
      </h2>
      {isError ? (
        <p className="text-sm text-gray-600">Related products could not be loaded.</p>
      ) : isPending ? (
        <ProductGridSkeleton count={Math.min(take, 4)} />
      ) : (
        <ProductGrid products={data.products} label="Related products" eagerStart={false} />
      )}
    </section>
  );
}
