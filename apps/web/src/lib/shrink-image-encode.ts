import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import { fitsAsIs, renamedFor, SHRINK_QUALITIES, shrunkSize } from './shrink-image-plan';

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Where the pixels are drawn and encoded: an OffscreenCanvas in a worker, a <canvas> on the page. */
export interface Surface {
  context: Canvas2D;
  encode: (type: string, quality: number) => Promise<Blob>;
}

/**
 * Decodes `file` upright (its EXIF orientation applied), draws it at most IMAGE_SHRINK_MAX_SIDE_PX
 * on its longest side and encodes WebP, or JPEG where the browser cannot encode WebP. Answers null
 * when the file is small enough to send as it is.
 */
export async function shrinkOnSurface(
  file: File,
  surfaceOf: (width: number, height: number) => Surface,
): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (fitsAsIs(bitmap.width, bitmap.height, file.size)) return null;
    const size = shrunkSize(bitmap.width, bitmap.height);
    const surface = surfaceOf(size.width, size.height);
    surface.context.imageSmoothingQuality = 'high';
    surface.context.drawImage(bitmap, 0, 0, size.width, size.height);
    let type = 'image/webp';
    let blob = await surface.encode(type, SHRINK_QUALITIES[0]);
    if (blob.type !== type) {
      // Safari answers PNG for WebP: JPEG instead, on white where the image was transparent.
      type = 'image/jpeg';
      surface.context.globalCompositeOperation = 'destination-over';
      surface.context.fillStyle = '#fff';
      surface.context.fillRect(0, 0, size.width, size.height);
      blob = await surface.encode(type, SHRINK_QUALITIES[0]);
    }
    // A photo of fine grain (gravel, fabric, noise) can stay big: lower the quality until the server takes it.
    for (const quality of SHRINK_QUALITIES.slice(1)) {
      if (blob.size <= UPLOAD_MAX_BYTES) break;
      blob = await surface.encode(type, quality);
    }
    return new File([blob], renamedFor(file.name, blob.type), { type: blob.type });
  } finally {
    bitmap.close();
  }
}

export function offscreenSurface(width: number, height: number): Surface {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
}

export function pageSurface(width: number, height: number): Surface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return {
    context,
    encode: (type, quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality),
      ),
  };
}
