import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { ProductDetails } from '../api/get-product';
import { productCategoryLabel } from '../api/product-summary';
import { formatDate } from '../format-date';
import { ProductFacts } from './product-facts';
import { ProductShowcase } from './product-showcase';

/** The product page's summary: photo, name, price, store, Buy Online, category, batch and date facts. */
export function ProductOverview({ product }: { product: ProductDetails }) {
  return (
    <ProductShowcase product={product}>
      <Link to={`/productdetail/${product.id}`} className={buttonClasses('primary', 'w-full sm:w-auto sm:self-start')}>
        <ShoppingCart className="size-5" aria-hidden="true" />
        Buy Online
      </Link>
      <ProductFacts
        facts={[
          { label: 'Category', value: productCategoryLabel(product) ?? 'Uncategorised' },
          { label: 'Batch Quantity', value: product.batchQuantity ?? 'Not given' },
          { label: 'Created', value: formatDate(product.createdAt) },
        ]}
      />
    </ProductShowcase>
  );
}
