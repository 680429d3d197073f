import { ShoppingCart, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import type { ProductDetails } from '../api/get-product';
import { productCategoryLabel } from '../api/product-summary';
import { formatDate } from '../format-date';
import { ProductFacts } from './product-facts';
import { ProductImage } from './product-image';

/** The product page's summary: photo, name, price, category, batch and date facts, store, Buy Online. */
export function ProductOverview({ product }: { product: ProductDetails }) {
  const category = productCategoryLabel(product);
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
        <Link
          to={`/productdetail/${product.id}`}
          className={buttonClasses('primary', 'w-full sm:w-auto sm:self-start')}
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          Buy Online
        </Link>
        <ProductFacts
          facts={[
            { label: 'Category', value: category ?? 'Uncategorised' },
            { label: 'Batch Quantity', value: product.batchQuantity ?? 'Not given' },
            { label: 'Created', value: formatDate(product.createdAt) },
          ]}
        />
      </div>
    </div>
  );
}
