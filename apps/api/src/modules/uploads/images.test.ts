import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRejectedError, imageDecodes, processImage } from './image-processing';
import { saveImage, thumbnailUrlFor } from './images';
import { LocalDiskStorage } from './local-disk-storage';
import { makeImage, pngClaiming, SVG_IMAGE } from './test-images';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('thumbnailUrlFor', () => {
  it.each([
    [`/uploads/images/${ID}.webp`, `/uploads/images/${ID}.thumb.webp`],
    [`https://kasuwa.ng/uploads/images/${ID}.webp`, `https://kasuwa.ng/uploads/images/${ID}.thumb.webp`],
    [`http://127.0.0.1:4000/uploads/images/${ID}.webp`, `http://127.0.0.1:4000/uploads/images/${ID}.thumb.webp`],
  ])('maps %s to its thumbnail', (url, expected) => {
    expect(thumbnailUrlFor(url)).toBe(expected);
  });

  it.each([
    'https://res.cloudinary.com/demo/image/upload/v1/sample.jpg',
    `/uploads/images/${ID}.thumb.webp`,
    `/uploads/images/${ID}.png`,
    `/uploads/other/${ID}.webp`,
    `/uploads/images/${ID}.webp?x=1`,
    'https://example.com/uploads/images/not-a-uuid.webp',
    '',
  ])('leaves %s unchanged', (url) => {
    expect(thumbnailUrlFor(url)).toBe(url);
  });
});

async function rejectionOf(input: Buffer): Promise<string> {
  try {
    await processImage(input);
    return 'accepted';
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
}

describe('processImage', () => {
  it('refuses empty, oversized, non-image, SVG, huge-pixel and damaged input with a reason', async () => {
    const noisyPng = await sharp(Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 300, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();

    expect(await rejectionOf(Buffer.alloc(0))).toBe('empty');
    expect(await rejectionOf(Buffer.alloc(UPLOAD_MAX_BYTES + 1))).toBe('too-large');
    expect(await rejectionOf(Buffer.from('%PDF-1.7 not an image'))).toBe('unsupported-format');
    expect(await rejectionOf(SVG_IMAGE)).toBe('unsupported-format');
    expect(
      await rejectionOf(
        await sharp(await makeImage('png'))
          .tiff()
          .toBuffer(),
      ),
    ).toBe('unsupported-format');
    expect(await rejectionOf(pngClaiming(20_000, 20_000))).toBe('too-many-pixels');
    expect(await rejectionOf(noisyPng.subarray(0, Math.floor(noisyPng.length / 2)))).toBe('unreadable');
  });

  it.each([
    ['49,000,000 x 1', 49_000_000, 1],
    ['12,000 x 12,000', 12_000, 12_000],
    ['10,001 x 10 (one side too long)', 10_001, 10],
    ['8,000 x 6,000 (48 megapixels)', 8_000, 6_000],
  ])('refuses a PNG header declaring %s before decoding anything', async (_label, width, height) => {
    const bomb = pngClaiming(width, height);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
    try {
      expect(await rejectionOf(bomb)).toBe('too-many-pixels');
    } finally {
      clearInterval(sampler);
    }
    // Decoding 49,000,000 x 1 used to grow the process by 2.2 GB before it was refused.
    expect(Math.max(peak, process.memoryUsage().rss) - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('decodes at most two images at a time; the others wait their turn', async () => {
    const images = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeImage('png', 1800, 1800)));
    let mostRunning = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      mostRunning = Math.max(mostRunning, imageDecodes.running);
      mostWaiting = Math.max(mostWaiting, imageDecodes.waiting);
    }, 1);
    try {
      const results = await Promise.all(images.map((image) => processImage(image)));
      expect(results.map((r) => r.width)).toEqual([1600, 1600, 1600, 1600, 1600, 1600]);
    } finally {
      clearInterval(sampler);
    }
    expect(mostRunning).toBe(2);
    expect(mostWaiting).toBeGreaterThan(0);
  });

  it('keeps small images at their size and makes a WebP thumbnail', async () => {
    const result = await processImage(await makeImage('jpeg', 200, 100));
    expect(result).toMatchObject({ width: 200, height: 100, format: 'webp', bytes: result.main.length });
    expect(await sharp(result.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });
});

describe('saveImage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-images-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores the image and its thumbnail under a fresh uuid key', async () => {
    const storage = new LocalDiskStorage(dir);
    const saved = await saveImage(storage, await makeImage('png', 900, 300));
    expect(saved.key).toMatch(/^images\/[0-9a-f-]{36}\.webp$/);
    expect(saved.path).toBe(`/uploads/${saved.key}`);
    expect(thumbnailUrlFor(saved.path)).toBe(saved.thumbnailPath);
    expect((await storage.get(saved.key))?.contentType).toBe('image/webp');
    expect(await sharp((await storage.get(saved.thumbnailKey))?.data).metadata()).toMatchObject({ width: 400 });
  });
});
