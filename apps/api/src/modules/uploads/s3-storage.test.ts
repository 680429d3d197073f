import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config/env';
import { StartupError } from '../../platform/errors';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { products } from '../products/products.table';
import { S3ImageStorage } from './s3-storage';
import { makeImage, uploadTestImage } from './test-images';

// s3rver: a local stand-in that speaks S3's HTTP protocol (path-style, signed requests; it knows
// the access key S3RVER and checks the key id, not the signature).
const BUCKET = 'kasuwa-images';
const KEY_ID = 'S3RVER';
let s3rver: S3rver;
let s3rverDir: string;
let endpoint: string;
let settings: S3Config;
let app: TestApp;

beforeAll(async () => {
  s3rverDir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3rverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  settings = {
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: KEY_ID,
    secretAccessKey: 'S3RVER',
    // The stand-in serves its objects to anyone, as a public bucket or a CDN in front of it would.
    publicUrl: `${endpoint}/${BUCKET}`,
  };
  app = await startTestApp({ s3: settings });
});

afterAll(async () => {
  await app?.stop();
  await s3rver?.close().catch(() => undefined);
  await rm(s3rverDir, { recursive: true, force: true });
});

describe('images in an S3-compatible bucket', () => {
  it('stores an upload in the bucket, answers its public URL, and serves it at /uploads/ from the bucket', async () => {
    const owner = await manufacturerAccount(app);
    const uploaded = await uploadTestImage(app.url, owner.token);
    expect(uploaded.public_id).toMatch(/^images\/[0-9a-f-]{36}\.webp$/);
    expect(uploaded.secure_url).toBe(`${settings.publicUrl}/${uploaded.public_id}`);

    const fromBucket = await fetch(uploaded.secure_url);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/webp');
    expect(fromBucket.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromBucket.arrayBuffer());

    const fromApp = await fetch(`${app.url}/uploads/${uploaded.public_id}`);
    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromApp.arrayBuffer()).equals(bytes)).toBe(true);
    const thumbnail = await fetch(`${app.url}/uploads/${uploaded.public_id.replace('.webp', '.thumb.webp')}`);
    expect(thumbnail.status).toBe(200);
    // Nothing went to the instance's own disk.
    expect(existsSync(path.join(app.dataDir, 'uploads'))).toBe(false);
  });

  it('serves at /uploads/ what another instance stored in the bucket', async () => {
    const otherInstance = new S3ImageStorage(settings);
    const image = await makeImage('webp');
    await otherInstance.put('images/0b5f3c1e-8d2a-4c6b-9e7f-1a2b3c4d5e6f.webp', image, 'image/webp');
    otherInstance.close();

    const response = await fetch(`${app.url}/uploads/images/0b5f3c1e-8d2a-4c6b-9e7f-1a2b3c4d5e6f.webp`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
  });

  it('keeps the relative path of an image at the public URL and answers the public URL', async () => {
    const owner = await manufacturerAccount(app);
    const uploaded = await uploadTestImage(app.url, owner.token);
    const product = await createProduct(app, owner, { imageUrl: uploaded.secure_url });

    const [row] = await app.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.imageUrl).toBe(`/uploads/${uploaded.public_id}`);
    const read = await app.gql(`{ product(where: { id: "${product.id}" }) { imageUrl thumbnailUrl } }`);
    expect(read.data?.product).toEqual({
      imageUrl: uploaded.secure_url,
      thumbnailUrl: uploaded.secure_url.replace('.webp', '.thumb.webp'),
    });
    // The browser may load images from there.
    const page = await fetch(`${app.url}/healthz`);
    expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${endpoint}`));
  });

  it.each([
    '/uploads/images/00000000-0000-4000-8000-00000000dead.webp',
    '/uploads/images/nothing-here.thumb.webp',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/images/%00.webp',
  ])('answers 404 for %s, which the bucket does not hold', async (missing) => {
    const response = await fetch(`${app.url}${missing}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'Image not found.' } });
  });
});

describe('a bucket that cannot be used', () => {
  const startWith = (s3: Partial<S3Config>) => startTestApp({ s3: { ...settings, ...s3 } });

  it.each([
    [{ bucket: 'no-such-bucket' }, /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/],
    [{ accessKeyId: 'WRONG' }, /refused these keys .*S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ endpoint: 'http://127.0.0.1:9' }, /could not be reached .*ECONNREFUSED.*check S3_ENDPOINT/],
  ])('stops the start with a StartupError saying what is wrong (%o)', async (wrong, message) => {
    const started = startWith(wrong);
    await expect(started).rejects.toThrow(StartupError);
    await expect(started).rejects.toThrow(message);
  });

  it('answers 503, not 404 or 500, while the bucket is unreachable', async () => {
    await s3rver.close();
    const response = await fetch(`${app.url}/uploads/images/0b5f3c1e-8d2a-4c6b-9e7f-1a2b3c4d5e6f.webp`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { message: 'Images cannot be read right now. Please try again shortly.' },
    });
  });
});
