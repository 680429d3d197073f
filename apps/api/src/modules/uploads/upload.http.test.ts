import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { makeImage, makeRotatedJpegWithExif, SVG_IMAGE, type TestImageFormat } from './test-images';
import { replyUnexpectedError } from '../../platform/http/json';
import { createRateLimiter } from '../../platform/rate-limit';
import { uploadRoutes, UPLOADS_PER_USER } from './upload.http';

const GOOD_TOKEN = 'good-token';
/** A second account, so that using up its hourly uploads leaves the other tests alone. */
const BUSY_TOKEN = 'busy-token';
let tempDir: string;
let uploadsDir: string;
let storage: LocalDiskStorage;
let server: FastifyInstance;
let origin: string;
const logged: string[] = [];

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-upload-'));
  uploadsDir = path.join(tempDir, 'uploads');
  await mkdir(uploadsDir);
  // Something a path traversal would love to reach, just outside the storage root.
  await writeFile(path.join(tempDir, 'secret.txt'), 'TOP SECRET');
  storage = new LocalDiskStorage(uploadsDir);

  server = Fastify({
    loggerInstance: pino(
      { level: 'info' },
      { write: (line: string) => logged.push(JSON.parse(line).msg) },
    ) as FastifyBaseLogger,
  });
  server.setErrorHandler(replyUnexpectedError);
  server.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  await server.register(uploadRoutes, {
    storage,
    viewerOf: async (request) => {
      const header = request.headers.authorization;
      if (header === 'Bearer session-store-down') throw new Error('database unavailable');
      if (header === `Bearer ${BUSY_TOKEN}`) return { userId: 'user-busy', token: BUSY_TOKEN };
      return header === `Bearer ${GOOD_TOKEN}` ? { userId: 'user-1', token: GOOD_TOKEN } : null;
    },
    assetBaseOf: (request) => ({ baseUrl: `http://${request.host}` }),
    rateLimiter: createRateLimiter(undefined),
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
  await rm(tempDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  await mkdir(uploadsDir);
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function formWith(data: Buffer, type: string, filename: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  form.append('upload_preset', 'kasuwa');
  return form;
}

function postUpload(body: FormData | string, headers: Record<string, string> = {}) {
  return fetch(`${origin}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${GOOD_TOKEN}`, ...headers },
    body,
  });
}

interface UploadAnswer {
  secure_url: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
}

async function expectError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { message: string } };
  expect(body.error.message).toMatch(message);
}

describe('POST /upload', () => {
  it.each<[TestImageFormat, string]>([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ])('accepts a %s and stores it as WebP with a thumbnail', async (format, type) => {
    const response = await postUpload(formWith(await makeImage(format, 640, 480), type, `photo.${format}`));

    expect(response.status).toBe(201);
    const answer = (await response.json()) as UploadAnswer;
    expect(answer.secure_url).toMatch(new RegExp(`^${origin}/uploads/images/[0-9a-f-]{36}\\.webp$`));
    expect(answer.url).toBe(answer.secure_url);
    expect(answer).toMatchObject({ width: 640, height: 480, format: 'webp' });

    const image = await fetch(answer.secure_url);
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBe(answer.bytes);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect((await storedFiles()).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.thumb\.webp$/), expect.stringMatching(/[0-9a-f]\.webp$/)]),
    );
    expect(await storedFiles()).toHaveLength(2);
  });

  it('auto-rotates by EXIF and strips the metadata', async () => {
    const jpeg = await makeRotatedJpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await postUpload(formWith(jpeg, 'image/jpeg', 'camera.jpg'));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as UploadAnswer;
    expect(answer).toMatchObject({ width: 240, height: 320 });

    const stored = Buffer.from(await (await fetch(answer.secure_url)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 240, height: 320 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('Secret Photographer')).toBe(false);
  });

  it('shrinks large images to 1600 px and thumbnails to 400 px wide', async () => {
    const response = await postUpload(formWith(await makeImage('png', 2400, 1200), 'image/png', 'wide.png'));
    const answer = (await response.json()) as UploadAnswer;
    expect(answer).toMatchObject({ width: 1600, height: 800 });

    const thumbnail = await fetch(answer.secure_url.replace(/\.webp$/, '.thumb.webp'));
    const metadata = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 200 });
  });

  it('judges the file by its content, not its name or declared type', async () => {
    const png = await makeImage('png', 50, 40);
    const response = await postUpload(formWith(png, 'image/jpeg', 'x.txt'));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 50, height: 40, format: 'webp' });
  });

  it('refuses a text file posing as a PNG with 415 and stores nothing', async () => {
    const response = await postUpload(formWith(Buffer.from('just some text, not pixels'), 'image/png', 'evil.png'));
    await expectError(response, 415, /JPEG, PNG, GIF and WebP/);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses SVG with 415', async () => {
    const response = await postUpload(formWith(SVG_IMAGE, 'image/svg+xml', 'logo.svg'));
    await expectError(response, 415, /JPEG, PNG, GIF and WebP/);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 7);
    const response = await postUpload(formWith(sixMegabytes, 'image/png', 'huge.png'));
    await expectError(response, 413, /larger than 5 MB/);
    expect(await storedFiles()).toEqual([]);
  });

  it('accepts a file of exactly 5 MB up to its content check', async () => {
    const response = await postUpload(formWith(Buffer.alloc(UPLOAD_MAX_BYTES, 7), 'image/png', 'edge.png'));
    await expectError(response, 415, /JPEG, PNG, GIF and WebP/);
  });

  it.each([
    ['no token', {}],
    ['a bad token', { authorization: 'Bearer stolen' }],
    ['a malformed header', { authorization: GOOD_TOKEN }],
  ])('refuses %s with 401', async (_label, headers) => {
    const response = await fetch(`${origin}/upload`, {
      method: 'POST',
      headers,
      body: formWith(await makeImage('png'), 'image/png', 'a.png'),
    });
    await expectError(response, 401, /^You must be logged in to upload images\.$/);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers an unexpected failure with a 500 JSON error', async () => {
    const response = await postUpload(formWith(await makeImage('png'), 'image/png', 'a.png'), {
      authorization: 'Bearer session-store-down',
    });
    await expectError(response, 500, /^Unexpected error\.$/);
    expect(logged).toContain('unexpected error');
  });

  it('refuses a form without a file field with 400', async () => {
    const form = new FormData();
    form.append('upload_preset', 'kasuwa');
    form.append('image', new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }), 'a.png');
    await expectError(await postUpload(form), 400, /field named "file"/);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart with 400', async () => {
    await expectError(await postUpload('{"file":"x"}', { 'content-type': 'application/json' }), 400, /multipart/);
    await expectError(
      await postUpload('file=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      400,
      /multipart/,
    );
    await expectError(await postUpload('x', { 'content-type': 'multipart/form-data' }), 400, /multipart/);
  });

  it('refuses a truncated multipart body with 400', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc';
    await expectError(await postUpload(body, { 'content-type': 'multipart/form-data; boundary=b' }), 400, /malformed/);
  });

  it('refuses the 61st upload of the hour with 429, Retry-After and the wait in words', async () => {
    const busy = { authorization: `Bearer ${BUSY_TOKEN}` };
    for (let i = 0; i < UPLOADS_PER_USER.points; i++) {
      // Refused uploads count as much as accepted ones: each still costs reading the body.
      const response = await postUpload('{"file":"x"}', { ...busy, 'content-type': 'application/json' });
      expect(response.status).toBe(400);
    }
    const refused = await postUpload(formWith(await makeImage('png'), 'image/png', 'a.png'), busy);
    await expectError(refused, 429, /^Too many uploads\. Try again in (\d+ minutes|1 hour)\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedFiles()).toEqual([]);
    // The limit is per person: the other account still uploads.
    expect((await postUpload(formWith(await makeImage('png'), 'image/png', 'a.png'))).status).toBe(201);
  });

  it.each(['GET', 'OPTIONS'])('answers %s with 405 and an Allow header', async (method) => {
    const response = await fetch(`${origin}/upload`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy();
  });
});

describe('GET /uploads/<key>', () => {
  async function uploadOne(): Promise<UploadAnswer> {
    const response = await postUpload(formWith(await makeImage('png'), 'image/png', 'a.png'));
    return (await response.json()) as UploadAnswer;
  }

  it('serves stored images with long-lived cache headers', async () => {
    const { secure_url } = await uploadOne();
    const response = await fetch(secure_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('answers 304 when If-None-Match has the current ETag', async () => {
    const { secure_url } = await uploadOne();
    const etag = (await fetch(secure_url)).headers.get('etag') ?? '';
    const response = await fetch(secure_url, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('answers HEAD without a body', async () => {
    const { secure_url } = await uploadOne();
    const response = await fetch(secure_url, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });

  it('answers 404 JSON for a missing image', async () => {
    const response = await fetch(`${origin}/uploads/images/00000000-0000-4000-8000-000000000000.webp`);
    await expectError(response, 404, /not found/i);
  });

  it('answers 405 to other methods', async () => {
    const response = await fetch(`${origin}/uploads/images/x.webp`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each([
    '/uploads/../secret.txt',
    '/uploads/images/../../secret.txt',
    '/uploads/..%2Fsecret.txt',
    '/uploads/%2e%2e/secret.txt',
    '/uploads/images/..%5C..%5Csecret.txt',
    '/uploads//etc/passwd',
    `/uploads/${encodeURIComponent(path.join(tempDir ?? '/tmp', 'secret.txt'))}`,
  ])('rejects the traversal attempt %s', async (rawPath) => {
    const { status, body } = await rawGet(rawPath);
    expect(status).toBe(404);
    expect(body).not.toContain('TOP SECRET');
  });
});

/** fetch would normalise `..` away, so traversal attempts go out through http.request as typed. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
