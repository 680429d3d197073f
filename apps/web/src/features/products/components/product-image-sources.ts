import { STORED_IMAGE_MAX_SIDE_PX, STORED_THUMBNAIL_WIDTH_PX } from '@kasuwa/domain';

/**
 * `srcset` offering the stored thumbnail and the image itself, so a phone takes the small one and a
 * sharp or wide screen the large one; undefined for an image the server keeps no thumbnail of.
 */
export function storedImageSrcSet(image: { imageUrl: string; thumbnailUrl?: string | null }): string | undefined {
  const { imageUrl, thumbnailUrl } = image;
  if (!thumbnailUrl || thumbnailUrl === imageUrl) return undefined;
  return `${thumbnailUrl} ${STORED_THUMBNAIL_WIDTH_PX}w, ${imageUrl} ${STORED_IMAGE_MAX_SIDE_PX}w`;
}
