import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/** Fastify's surface: security headers, compression, caching, 404s and slow clients. */

let app: TestApp;
const ASSET = 'app-abc123.js';
const assetSource = `console.log(${JSON.stringify('kasuwa '.repeat(400))});`;

beforeAll(async () => {
  app = await startTestApp({ timeouts: { headersMs: 600, requestMs: 1_200 } });
  const dist = path.join(app.dataDir, 'no-web-build');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Kasuwa</title>');
  await writeFile(path.join(dist, 'assets', ASSET), assetSource);
  await writeFile(path.join(dist, 'assets', `${ASSET}.br`), brotliCompressSync(assetSource));
  await writeFile(path.join(dist, 'assets', `${ASSET}.gz`), gzipSync(assetSource));
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Kasuwa"}');
});
afterAll(() => app.stop());

/** A raw request, so the encoding and headers are seen as sent (fetch decompresses). */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${app.url}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('security headers', () => {
  it.each(['/', '/stores', `/assets/${ASSET}`, '/graphql?query=%7B__typename%7D', '/healthz'])(
    'on %s: a Content-Security-Policy, no framing, a referrer policy, nosniff',
    async (pathname) => {
      const res = await raw(pathname);
      expect(res.status).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('img-src');
      expect(csp).toContain('https://tile.openstreetmap.org');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-request-id']).toBeTruthy();
    },
  );

  it("lets the code scanner compile its own WebAssembly and show the camera, and no more: no eval, no other script's origin", async () => {
    const directives = new Map(
      String((await raw('/verify')).headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:']);
    // The .wasm is fetched from our own origin, never a CDN.
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('answers other origins without CORS permission', async () => {
    const res = await raw(
      '/graphql',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      'POST',
      '{"query":"{ __typename }"}',
    );
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await raw(
      '/graphql',
      {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
      },
      'OPTIONS',
    );
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not believe X-Forwarded-Host without TRUST_PROXY', async () => {
    const { token } = await signUp(app);
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${app.url}/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const { secure_url } = (await res.json()) as { secure_url: string };
    expect(secure_url.startsWith(`${app.url}/uploads/`)).toBe(true);
  });
});

describe('caching and compression', () => {
  it('serves hashed assets for a year, pre-compressed with brotli or gzip as the browser accepts', async () => {
    const br = await raw(`/assets/${ASSET}`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(assetSource.length / 4);
    const gzip = await raw(`/assets/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await raw(`/assets/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(assetSource);
  });

  it('never caches index.html', async () => {
    for (const pathname of ['/', '/adunni-naturals', '/product/123']) {
      const res = await raw(pathname);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toContain('<title>Kasuwa</title>');
    }
  });

  it('serves the service worker at the root and the manifest with its type, both checked on every use', async () => {
    const worker = await raw('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    const manifest = await raw('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toEqual({ name: 'Kasuwa' });
  });

  it('compresses GraphQL answers', async () => {
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: mapSettings { tileUrl tileAttribution }`).join(' ')} }`;
    const res = await raw(
      '/graphql',
      { 'content-type': 'application/json', 'accept-encoding': 'br' },
      'POST',
      JSON.stringify({ query }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('misses and malformed requests', () => {
  it.each(['/assets/missing-123.js', '/uploads/images/missing.webp', '/assets/', '/icon-1024.png', '/missing.js'])(
    '%s is a 404, never the web app',
    async (pathname) => {
      const res = await raw(pathname);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('<title>');
    },
  );

  it('answers a request line with an absolute URI without a 500 or a stack trace', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(app.url);
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET http://evil.example/graphql?query={__typename} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    expect(status).toBeLessThan(500);
    expect(answer).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('drops a client that does not finish its headers in time', async () => {
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(app.url);
      const started = Date.now();
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\n'));
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('data', () => undefined);
      socket.on('error', reject);
    });
    expect(closedAfter).toBeLessThan(5_000);
  });

  it('drops a client that sends its body too slowly', async () => {
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(app.url);
      const started = Date.now();
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
      });
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
      socket.on('data', () => undefined);
      socket.on('error', (error) => {
        clearInterval(drip);
        reject(error);
      });
    });
    expect(closedAfter).toBeLessThan(5_000);
  });
});

describe('over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ publicUrl: 'https://kasuwa.example', corsOrigins: ['https://partner.example'] });
  });
  afterAll(() => secure.stop());

  it('sends HSTS when PUBLIC_URL is https, and allows the origins of CORS_ORIGINS', async () => {
    const res = await fetch(`${secure.url}/healthz`, { headers: { origin: 'https://partner.example' } });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${secure.url}/healthz`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
