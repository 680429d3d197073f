import { STORED_THUMBNAIL_WIDTH_PX } from '@kasuwa/domain';
import { storedImageSrcSet } from './product-image-sources';

/** Full width on a phone, half the 72rem column from 768 px. */
const SIZES = '(min-width: 72rem) 532px, (min-width: 768px) 50vw, 100vw';

/**
 * The product photo in a square that is reserved before it arrives, so nothing moves. It is the
 * page's main picture: fetched first, never lazily.
 */
export function ProductImage({ product }: { product: { name: string; imageUrl: string; thumbnailUrl: string } }) {
  return (
    <div className="aspect-square overflow-hidden rounded-card bg-white shadow-card">
      <img
        src={product.imageUrl}
        srcSet={storedImageSrcSet(product)}
        sizes={SIZES}
        alt={product.name}
        width={STORED_THUMBNAIL_WIDTH_PX}
        height={STORED_THUMBNAIL_WIDTH_PX}
        decoding="async"
        fetchPriority="high"
        className="size-full object-contain"
      />
    </div>
  );
}
