import { IMAGE_SHRINK_MAX_SIDE_PX } from '@kasuwa/domain';

/** A file this small, already within the size, goes up as it is (its format, transparency and all). */
export const SEND_AS_IS_MAX_BYTES = 1024 * 1024;
/**
 * Encoders' quality for the shrunk image: the first is indistinguishable from the photo on a
 * product page; the others are tried in turn while the result is still over the server's limit.
 */
export const SHRINK_QUALITIES = [0.85, 0.7, 0.5] as const;

const SHRINKABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Whether the browser should shrink this file at all: GIFs keep their frames, unknown types go to the server as sent. */
export const isShrinkable = (file: { type: string }): boolean => SHRINKABLE_TYPES.has(file.type);

/** The size to draw a `width` x `height` image at: its longest side at most `maxSide`, the shape kept. */
export function shrunkSize(
  width: number,
  height: number,
  maxSide = IMAGE_SHRINK_MAX_SIDE_PX,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether an image of these pixels and bytes can skip re-encoding. */
export const fitsAsIs = (width: number, height: number, bytes: number): boolean =>
  Math.max(width, height) <= IMAGE_SHRINK_MAX_SIDE_PX && bytes <= SEND_AS_IS_MAX_BYTES;

/** `photo.jpeg` shrunk to WebP is `photo.webp`. */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${extension}`;
}
