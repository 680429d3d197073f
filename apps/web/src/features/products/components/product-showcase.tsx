import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import type { ProductDetails } from '../api/get-product';
import { ProductImage } from './product-image';

/** The photo beside the name, price and store link; each product screen adds its own facts below. */
export function ProductShowcase({ product, children }: { product: ProductDetails; children: ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductImage product={product} />
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
        {children}
      </div>
    </div>
  );
}
