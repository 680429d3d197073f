import { randomUUID } from 'node:crypto';
import { UPLOADS_PATH_PREFIX } from '../../platform/graphql/urls';
import type { ImageStorage } from './image-storage';
import { processImage } from './image-processing';

/** Storage keys of images live under this prefix; their public paths under `/uploads/images/`. */
const IMAGE_KEY_PREFIX = 'images/';
const WEBP_CONTENT_TYPE = 'image/webp';

export interface SavedImage {
  /** Storage key of the main image, `images/<uuid>.webp`. */
  key: string;
  /** Path the server serves it at, `/uploads/images/<uuid>.webp`. */
  path: string;
  thumbnailKey: string;
  thumbnailPath: string;
  width: number;
  height: number;
  bytes: number;
  format: 'webp';
}

/**
 * Validates, re-encodes and stores an untrusted image with its thumbnail.
 * Throws ImageRejectedError (nothing stored) when the file is not an image we accept.
 */
export async function saveImage(storage: ImageStorage, input: Buffer): Promise<SavedImage> {
  const processed = await processImage(input);
  const id = randomUUID();
  const key = `${IMAGE_KEY_PREFIX}${id}.webp`;
  const thumbnailKey = `${IMAGE_KEY_PREFIX}${id}.thumb.webp`;
  // Thumbnail first: a main image, the one URLs point at, never exists without its thumbnail.
  await storage.put(thumbnailKey, processed.thumbnail, WEBP_CONTENT_TYPE);
  await storage.put(key, processed.main, WEBP_CONTENT_TYPE);
  return {
    key,
    path: `${UPLOADS_PATH_PREFIX}${key}`,
    thumbnailKey,
    thumbnailPath: `${UPLOADS_PATH_PREFIX}${thumbnailKey}`,
    width: processed.width,
    height: processed.height,
    bytes: processed.bytes,
    format: processed.format,
  };
}

const OUR_IMAGE_URL =
  /^((?:https?:\/\/[^/?#\s]+)?\/uploads\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/i;

/**
 * The thumbnail URL of one of our stored images (absolute or relative `/uploads/images/<uuid>.webp`);
 * any other URL (an external host's image, a placeholder) is returned unchanged.
 */
export function thumbnailUrlFor(imageUrl: string): string {
  const match = OUR_IMAGE_URL.exec(imageUrl);
  return match ? `${match[1]}.thumb.webp` : imageUrl;
}
