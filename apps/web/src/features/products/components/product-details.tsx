import type { ProductDetails as Product } from '../api/get-product';
import { productCategoryLabel } from '../api/product-summary';
import { formatDate } from '../format-date';
import { ProductFacts } from './product-facts';
import { ProductShowcase } from './product-showcase';

/** Everything a shopper needs before buying: photo, name, price, description and the batch facts. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <ProductShowcase product={product}>
      <p className="whitespace-pre-line text-gray-700">{product.description}</p>
      <ProductFacts
        facts={[
          { label: 'Category', value: productCategoryLabel(product) ?? 'Uncategorised' },
          { label: 'Quantity available', value: product.quantity },
          { label: 'Batch number', value: product.batchNumber },
          { label: 'Manufactured', value: formatDate(product.manufactureDate) },
          { label: 'Expires', value: formatDate(product.expiryDate) },
        ]}
      />
    </ProductShowcase>
  );
}
