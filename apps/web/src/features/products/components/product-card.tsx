import { PRODUCT_IMAGE_SIZES, STORED_THUMBNAIL_WIDTH_PX, storedImageSrcSet } from '@kasuwa/domain';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { cn } from '../../../components/ui/cn';
import { toggleSaved, useIsSaved } from '../../../lib/saved';
import { productCategoryLabel, type ProductSummary } from '../api/product-summary';

export interface ProductCardProps {
  product: ProductSummary;
  /** Cards in the first rows: their images are fetched at once, the others when scrolled near. */
  eager?: boolean;
  /** Under the price, e.g. the add-to-cart button (above the card's link, so it takes its own clicks). */
  action?: ReactNode;
  /** Names the brand store on the card (lists that mix stores). */
  showStore?: boolean;
}

/** Square image, heart, name, ₦ price and category label; the whole card opens the product. */
export function ProductCard({ product, eager = false, action, showStore = false }: ProductCardProps) {
  const label = productCategoryLabel(product);
  const saved = useIsSaved('products', product.id);
  return (
    <article className="card-link group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative aspect-square bg-gray-100">
        <img
          src={product.thumbnailUrl}
          srcSet={storedImageSrcSet(product)}
          sizes={PRODUCT_IMAGE_SIZES.card}
          alt={product.name}
          width={STORED_THUMBNAIL_WIDTH_PX}
          height={STORED_THUMBNAIL_WIDTH_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-gray-900">
          <Link to={`/product/${product.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        {showStore && <p className="text-xs text-gray-600">{product.manufacturer.name}</p>}
        <Price naira={product.retailPrice} className="text-base text-gray-900" />
        {label && <p className="text-xs text-gray-600">{label}</p>}
        {action && <div className="relative z-10 mt-auto pt-2">{action}</div>}
      </div>
      <button
        type="button"
        aria-label={`Save ${product.name} to favourites`}
        aria-pressed={saved}
        onClick={() => void toggleSaved('products', product.id)}
        className={cn(
          'absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-sm hover:text-red-600',
          saved ? 'text-red-600' : 'text-gray-600',
        )}
      >
        <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
      </button>
    </article>
  );
}
