import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import type { ProductDetails as Product } from '../api/get-product';
import { productCategoryLabel } from '../api/product-summary';
import { formatDate } from '../format-date';
import { ProductFacts } from './product-facts';
import { ProductImage } from './product-image';

/** Everything a shopper needs before buying: photo, name, price, description and the batch facts. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductImage src={product.imageUrl} alt={product.name} />
      <div className="flex flex-col gap-4">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold text-gray-900">{product.name}</h2>
          <Price naira={product.retailPrice} className="text-xl text-brand-700" />
        </div>
        <Link
          to={`/${product.manufacturer.slug}`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-control text-sm font-medium text-brand-700 hover:underline"
        >
          <Store className="size-5" aria-hidden="true" />
          {product.manufacturer.name}
        </Link>
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
      </div>
    </div>
  );
}
