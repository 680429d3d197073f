import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import sharp, { type Metadata } from 'sharp';

/** Formats we accept, as sharp names them after reading the file's own bytes. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
/** About 50 megapixels: more than any phone camera, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAIN_MAX_DIMENSION_PX = 1600;
export const THUMBNAIL_WIDTH_PX = 400;
/** Keeps a thumbnail of a very tall image from being huge. */
export const THUMBNAIL_MAX_HEIGHT_PX = 1200;
const MAIN_WEBP_QUALITY = 82;
const THUMBNAIL_WEBP_QUALITY = 75;

export type ImageRejectionReason = 'empty' | 'too-large' | 'unsupported-format' | 'too-many-pixels' | 'unreadable';

const REJECTION_MESSAGES: Record<ImageRejectionReason, string> = {
  empty: 'The file is empty.',
  'too-large': `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller image.`,
  'unsupported-format': 'Only JPEG, PNG, GIF and WebP images can be uploaded.',
  'too-many-pixels': `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
  unreadable: 'The image could not be read; the file may be damaged.',
};

/** A file refused for what it is; `message` is fit to show to the person who sent it. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejectionReason) {
    super(REJECTION_MESSAGES[reason]);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  main: Buffer;
  thumbnail: Buffer;
  /** Of the main image, after rotation and resizing. */
  width: number;
  height: number;
  /** Size of the main image. */
  bytes: number;
  format: 'webp';
}

/**
 * Checks an untrusted file by its content and re-encodes it as WebP (which drops EXIF, GPS and
 * other metadata) in two sizes. Throws ImageRejectedError for anything we will not keep.
 * Animated GIF/WebP keep their first frame only.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new ImageRejectedError('empty');
  if (input.length > UPLOAD_MAX_BYTES) throw new ImageRejectedError('too-large');
  await assertAcceptableImage(input);

  const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
  try {
    const [main, thumbnail] = await Promise.all([
      decoded
        .clone()
        .resize({
          width: MAIN_MAX_DIMENSION_PX,
          height: MAIN_MAX_DIMENSION_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: MAIN_WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
      decoded
        .clone()
        .resize({ width: THUMBNAIL_WIDTH_PX, height: THUMBNAIL_MAX_HEIGHT_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: THUMBNAIL_WEBP_QUALITY })
        .toBuffer(),
    ]);
    return {
      main: main.data,
      thumbnail,
      width: main.info.width,
      height: main.info.height,
      bytes: main.data.length,
      format: 'webp',
    };
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too-many-pixels' : 'unreadable');
  }
}

/** Reads only the header: the format sharp detects from the bytes, never the name or declared type. */
async function assertAcceptableImage(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too-many-pixels' : 'unsupported-format');
  }
  if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(metadata.format)) {
    throw new ImageRejectedError('unsupported-format');
  }
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > MAX_INPUT_PIXELS) throw new ImageRejectedError('too-many-pixels');
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
