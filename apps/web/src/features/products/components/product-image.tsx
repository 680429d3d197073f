import { PRODUCT_IMAGE_SIZES, STORED_THUMBNAIL_WIDTH_PX, storedImageSrcSet } from '@kasuwa/domain';

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
        sizes={PRODUCT_IMAGE_SIZES.page}
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
