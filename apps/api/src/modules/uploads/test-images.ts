import sharp from 'sharp';

/** Test fixtures generated in memory, so no binary files live in the repository. */

export type TestImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export function makeImage(format: TestImageFormat, width = 320, height = 240): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
  return canvas.toFormat(format).toBuffer();
}

/** A JPEG stored 320x240 whose EXIF says "rotate 90° clockwise" and that carries identifying tags. */
export function makeRotatedJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Private' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
);
