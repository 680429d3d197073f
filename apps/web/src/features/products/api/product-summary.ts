import { categoryLabel } from '@kasuwa/domain';
import type { ResultOf } from 'gql.tada';
import type { PRODUCTS_QUERY } from './get-products';

/** A product as cards and cart lines show it (`retailPrice` in naira). */
export type ProductSummary = ResultOf<typeof PRODUCTS_QUERY>['products'][number];

/** The category key shown for a product: its own, else its manufacturer's first (docs/decisions/0007). */
export function productCategoryKey(product: Pick<ProductSummary, 'category' | 'manufacturer'>): string | null {
  return product.category ?? product.manufacturer.productCategory[0] ?? null;
}

/** The human label of that category, or null when there is none. */
export function productCategoryLabel(product: Pick<ProductSummary, 'category' | 'manufacturer'>): string | null {
  const key = productCategoryKey(product);
  return key ? categoryLabel(key) : null;
}

/** What the cart keeps of a product. */
export const toCartProduct = (product: ProductSummary) => ({
  id: product.id,
  name: product.name,
  imageUrl: product.imageUrl,
  thumbnailUrl: product.thumbnailUrl,
  category: productCategoryKey(product),
  retailPrice: product.retailPrice,
  store: { name: product.manufacturer.name, slug: product.manufacturer.slug },
});
