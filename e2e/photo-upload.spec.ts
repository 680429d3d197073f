import { randomFillSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_SHRINK_MAX_SIDE_PX, UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';
import { createOwner, signIn } from './fixtures-data/dashboard-owner';

const MB = 1024 * 1024;

/**
 * What a phone camera hands over: 4032 x 3024 pixels of fine grain (noise compresses as badly as
 * gravel or fabric), about 12 MB of JPEG, stored sideways with EXIF orientation 6 ("turn it
 * right"), as phones store portrait photos.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = randomFillSync(Buffer.alloc(width * height * 3));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 96 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The file's bytes in a multipart/form-data body of one file field (and plain text fields). */
function fileIn(body: Buffer): Buffer {
  const boundary = body.subarray(0, body.indexOf('\r\n')).toString('latin1');
  const header = body.indexOf('Content-Type: image/');
  const start = body.indexOf('\r\n\r\n', header) + 4;
  return body.subarray(start, body.indexOf(`\r\n${boundary}`, start));
}

/** `bytes` in a file under the system's temporary folder: the browser reads it from disk, not through the test's connection. */
function fileOf(name: string, bytes: Buffer): string {
  const file = path.join(tmpdir(), `kasuwa-${process.pid}-${name}`);
  writeFileSync(file, bytes);
  return file;
}

test.describe('photos from a phone', () => {
  test('a 12 MB portrait photo is shrunk upright in the browser, shows its progress and uploads', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(11.5 * MB);
    expect(photo.length).toBeLessThan(14 * MB);
    expect(photo.length, 'the server alone would refuse it').toBeGreaterThan(UPLOAD_MAX_BYTES);

    const owner = await createOwner(request);
    await signIn(page, owner);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/add-product');
    await expect(page.getByText('(JPG, PNG, GIF or WebP, up to 25 MB)')).toBeVisible();

    // The upload waits until the progress bar has been seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent: { bytes: number; image: Buffer }[] = [];
    await page.route('**/upload', async (route) => {
      const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
      sent.push({ bytes: body.length, image: fileIn(body) });
      await released;
      await route.fallback();
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/upload');

    await page.getByLabel('Product image').setInputFiles(fileOf('IMG_2041.jpg', photo));
    const progress = page.getByRole('progressbar', { name: 'Uploading image' });
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'photo-upload-progress-phone');
    release();

    const response = await answer;
    expect(response.status()).toBe(201);
    expect(workers, 'shrunk off the page thread').toEqual([expect.stringMatching(/shrink-image/)]);
    expect(sent).toHaveLength(1);
    console.log(`phone photo ${(photo.length / MB).toFixed(1)} MB -> sent ${(sent[0]!.bytes / MB).toFixed(2)} MB`);
    expect(sent[0]!.bytes).toBeLessThan(UPLOAD_MAX_BYTES);
    // Turned upright by the browser (what it sends carries no EXIF), its longest side 2,048 px.
    const shrunk = await sharp(sent[0]!.image).metadata();
    expect(shrunk).toMatchObject({ format: 'webp', width: 1536, height: IMAGE_SHRINK_MAX_SIDE_PX });
    expect(shrunk.orientation ?? 1).toBe(1);
    // The server keeps it upright (and makes its own sizes from it).
    const stored = (await response.json()) as { width: number; height: number };
    expect(stored.height).toBeGreaterThan(stored.width);

    await expect(page.getByText('You have successfully uploaded this image.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
    await expect(progress).toBeHidden();
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'photo-upload-done-desktop');
  });

  test('a file over 25 MB is refused in the browser before anything is sent', async ({ page, request }) => {
    const owner = await createOwner(request);
    await signIn(page, owner);
    await page.goto('/dashboard/add-product');
    let uploads = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/upload') uploads += 1;
    });
    await page.getByLabel('Product image').setInputFiles(fileOf('huge.jpg', Buffer.alloc(26 * MB, 0xff)));
    await expect(
      page.getByText('Failed to upload image. The image is larger than 25 MB. Please choose a smaller image.'),
    ).toBeVisible();
    expect(uploads).toBe(0);
    await expect(page.getByLabel('Product image')).toBeEnabled();
  });
});
