import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test fixtures generated in memory, so no binary files live in the repository. */

export type TestImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export function makeImage(format: TestImageFormat, width = 320, height = 240): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
  return canvas.toFormat(format).toBuffer();
}

/** Uploads a PNG through the real `POST /upload` at `baseUrl` as `token`'s session; fails unless it answers 201. */
export async function uploadTestImage(baseUrl: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }), 'soap.png');
  const response = await fetch(`${baseUrl}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { secure_url: string; public_id: string };
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

/** A PNG of a few dozen bytes whose header claims `width` x `height` pixels: an image bomb. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
