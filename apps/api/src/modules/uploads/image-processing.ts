import { STORED_IMAGE_MAX_SIDE_PX, STORED_THUMBNAIL_WIDTH_PX, UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { limitConcurrency, type ConcurrencyLimit } from '../../platform/concurrency';
import { lazyRequire } from '../../platform/lazy-require';

/** Formats we accept, as sharp names them after reading the file's own bytes. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
/** More than any phone camera, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** A 1 x 40,000,000 strip is within the pixel count but no photo: sides are capped too. */
export const MAX_INPUT_SIDE_PX = 10_000;
/** Decoding holds the whole image in memory: this many at a time in the process, the rest wait. */
const MAX_CONCURRENT_DECODES = 2;
export const MAIN_MAX_DIMENSION_PX = STORED_IMAGE_MAX_SIDE_PX;
export const THUMBNAIL_WIDTH_PX = STORED_THUMBNAIL_WIDTH_PX;
/** Keeps a thumbnail of a very tall image from being huge. */
export const THUMBNAIL_MAX_HEIGHT_PX = 1200;
const MAIN_WEBP_QUALITY = 82;
const THUMBNAIL_WEBP_QUALITY = 75;

export type ImageRejectionReason = 'empty' | 'too-large' | 'unsupported-format' | 'too-many-pixels' | 'unreadable';

const REJECTION_MESSAGES: Record<ImageRejectionReason, string> = {
  empty: 'The file is empty.',
  'too-large': `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller image.`,
  'unsupported-format': 'Only JPEG, PNG, GIF and WebP images can be uploaded.',
  'too-many-pixels': `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels and ${MAX_INPUT_SIDE_PX.toLocaleString('en')} pixels a side).`,
  unreadable: 'The image could not be read; the file may be damaged.',
};

/** A file refused for what it is; `message` is fit to show to the person who sent it. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejectionReason) {
    super(REJECTION_MESSAGES[reason]);
    this.name = 'ImageRejectedError';
  }
}

const decodes = limitConcurrency(MAX_CONCURRENT_DECODES);
/** How many decodes are running and waiting, for tests and diagnostics. */
export const imageDecodes: Pick<ConcurrencyLimit, 'running' | 'waiting'> = decodes;
// One libvips thread per image: two decodes then use two threads, not two per core, and the
// event loop keeps a core to answer other requests.
const sharp = lazyRequire<typeof Sharp>('sharp', (library) => void library.concurrency(1));

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
  return decodes.run(() => encodeAsWebp(input));
}

/** Decodes once, shrunk to the main size, then encodes both sizes from those pixels. */
async function encodeAsWebp(input: Buffer): Promise<ProcessedImage> {
  try {
    const pixels = await sharp()(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize({ width: MAIN_MAX_DIMENSION_PX, height: MAIN_MAX_DIMENSION_PX, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
    const [main, thumbnail] = await Promise.all([
      sharp()(pixels.data, raw).webp({ quality: MAIN_WEBP_QUALITY }).toBuffer(),
      sharp()(pixels.data, raw)
        .resize({ width: THUMBNAIL_WIDTH_PX, height: THUMBNAIL_MAX_HEIGHT_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: THUMBNAIL_WEBP_QUALITY })
        .toBuffer(),
    ]);
    return {
      main,
      thumbnail,
      width: pixels.info.width,
      height: pixels.info.height,
      bytes: main.length,
      format: 'webp',
    };
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too-many-pixels' : 'unreadable');
  }
}

/**
 * Reads only the header (sharp's metadata decodes no pixels): the format sharp detects from the
 * bytes, never the name or declared type, and the size, refused before anything is decoded.
 */
async function assertAcceptableImage(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp()(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too-many-pixels' : 'unsupported-format');
  }
  if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(metadata.format)) {
    throw new ImageRejectedError('unsupported-format');
  }
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (
    metadata.width > MAX_INPUT_SIDE_PX ||
    frameHeight > MAX_INPUT_SIDE_PX ||
    metadata.width * frameHeight > MAX_INPUT_PIXELS
  ) {
    throw new ImageRejectedError('too-many-pixels');
  }
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
