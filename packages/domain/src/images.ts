import { STORED_IMAGE_MAX_SIDE_PX, STORED_THUMBNAIL_WIDTH_PX } from './limits';

/**
 * `srcset` offering the stored thumbnail and the image itself, so a phone takes the small one and a
 * sharp or wide screen the large one; undefined for an image the server keeps no thumbnail of.
 */
export function storedImageSrcSet(image: { imageUrl: string; thumbnailUrl?: string | null }): string | undefined {
  const { imageUrl, thumbnailUrl } = image;
  if (!thumbnailUrl || thumbnailUrl === imageUrl) return undefined;
  return `${thumbnailUrl} ${STORED_THUMBNAIL_WIDTH_PX}w, ${imageUrl} ${STORED_IMAGE_MAX_SIDE_PX}w`;
}

/**
 * How wide a product's picture is drawn, for `sizes`. The server announces a page's first picture
 * in its HTML with the same `srcset` and `sizes`, so the browser picks the same file for both and
 * fetches it once.
 */
export const PRODUCT_IMAGE_SIZES = {
  /** A card of the product grid: half a phone, a third from 640 px, a quarter of the 72rem column from 1024 px. */
  card: '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw',
  /** The product page: full width on a phone, half the 72rem column from 768 px. */
  page: '(min-width: 72rem) 532px, (min-width: 768px) 50vw, 100vw',
} as const;
