import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('the HTTP surface', () => {
  it('answers /healthz, naming each request in x-request-id', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Without a trusted proxy in front, a client does not get to name its request in our logs.
    const named = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'client-chosen-id' } });
    expect(named.headers.get('x-request-id')).not.toBe('client-chosen-id');
  });

  it.each([
    ['malformed JSON', '{"query": '],
    ['no query', '{}'],
    ['a syntax error', JSON.stringify({ query: '{ products { ' })],
    ['an unknown field', JSON.stringify({ query: '{ nope }' })],
    [
      'a wrongly typed variable',
      JSON.stringify({ query: 'query($t: Int) { products(take: $t) { id } }', variables: { t: 'x' } }),
    ],
    [
      'too many aliases',
      JSON.stringify({ query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: manufacturers { id }`).join(' ')} }` }),
    ],
    [
      'a loop back from a retailer to its manufacturer (there is none, on purpose)',
      JSON.stringify({ query: '{ stores { manufacturer { stores { id } } } }' }),
    ],
  ])('answers %s with a client error, never a 500', async (_name, body) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBeLessThan(500);
    const json = (await res.json()) as { errors?: unknown[] };
    expect(json.errors?.length).toBeGreaterThan(0);
  });

  it('counts the bytes of a chunked body too: over 1 MB is refused with 413', async () => {
    const { request } = await import('node:http');
    const post = (body: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          `${app.url}/graphql`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect(await post(JSON.stringify({ query: '{ manufacturers { id } }' }))).toBe(200);
    expect(
      await post(JSON.stringify({ query: '{ manufacturers { id } }', variables: { pad: 'x'.repeat(1024 * 1024) } })),
    ).toBe(413);
  });

  it('refuses a GraphQL body over 1 MB with 413', async () => {
    const body = JSON.stringify({ query: '{ manufacturers { id } }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
  });

  it('suggests nothing for text too long to be an address', async () => {
    const res = await app.gql(`query($a: String!) { searchAddress(address: $a) }`, { a: `${'Ikeja '.repeat(60)}` });
    expect(res.data!.searchAddress).toEqual([]);
    const short = await app.gql(`query($a: String!) { searchAddress(address: $a) }`, { a: 'Ikeja' });
    expect(short.data!.searchAddress.length).toBeGreaterThan(0);
  });

  it('refuses mutations over GET', async () => {
    const res = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent('mutation { logOut(id: "x") { message } }')}`,
    );
    expect(res.status).toBe(405);
  });

  it('serves the web app for every other path, with index.html as the fallback', async () => {
    const dist = path.join(app.dataDir, 'no-web-build');
    expect((await fetch(`${app.url}/some-store`)).status).toBe(503);
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Kasuwa</title>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const page = await fetch(`${app.url}/stores`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Kasuwa</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${app.url}/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const escape = await fetch(`${app.url}/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).toContain('<title>Kasuwa</title>');
    const unknownStore = await fetch(`${app.url}/some-store`);
    expect(unknownStore.status).toBe(404);
    expect(await unknownStore.text()).toContain('<title>Kasuwa</title>');
  });

  it('uploads an image for a signed-in user and serves it back', async () => {
    const { token } = await signUp(app);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    form.append('upload_preset', 'ignored');
    const anonymous = await fetch(`${app.url}/upload`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    const res = await fetch(`${app.url}/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBeLessThan(300);
    const body = (await res.json()) as { secure_url: string; width: number; height: number; format: string };
    expect(body).toMatchObject({ width: 64, height: 48, format: 'webp' });
    expect(body.secure_url.startsWith(`${app.url}/uploads/images/`)).toBe(true);
    const image = await fetch(body.secure_url);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
  });
});

// Last: the final test closes the database under the running app.
describe('/readyz', () => {
  const readyz = async () => {
    const res = await fetch(`${app.url}/readyz`);
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  const newestMigration = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;

  it('is ready while the database answers and has every migration of this build', async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', database: 'reachable', migrations: 'applied' },
    });
  });

  it('answers 503 while the newest migration is missing', async () => {
    const db = app.database.db;
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newestMigration}`,
    );
    try {
      expect(await readyz()).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'reachable', migrations: 'pending' },
      });
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newestMigration}`,
      );
    }
    expect((await readyz()).status).toBe(200);
  });

  it('answers 503 when the database does not answer, while /healthz (alive) still answers 200', async () => {
    await app.database.close();
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'unreachable', migrations: 'unknown' },
    });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
