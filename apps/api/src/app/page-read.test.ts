import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDocument } from '../../../../scripts/lib.mjs';
import { createProduct, manufacturerAccount } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/** A product page's HTML carries the answer to its screen's first read (decision 0032). */

let app: TestApp;
let store: Awaited<ReturnType<typeof manufacturerAccount>>;
let product: { id: string };

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Kasuwa</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';
/** What the web build writes: a page's first read. The cart's is not the public catalogue. */
const GET_PRODUCT = webDocument('products/api/get-product-query.ts');
const READS = {
  '/productdetail/:id': { operationName: 'GetProduct', query: GET_PRODUCT, variables: { id: ':id' } },
  '/cart': { operationName: 'Cart', query: 'query Cart { cart { id } }', variables: {} },
};

beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://kasuwa.example' });
  const dist = path.join(app.dataDir, 'no-web-build');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'page-reads.json'), JSON.stringify(READS));
  store = await manufacturerAccount(app, { brandStoreName: 'Adunni Naturals' });
  product = await createProduct(app, store, {
    name: 'Palm oil </script><script>alert(1)</script>',
    description: "Red palm oil <!-- from Imo --> & more: $& $' $` \u2028 done",
  });
});
afterAll(() => app.stop());

const page = (pathname: string, headers: Record<string, string> = {}) => fetch(`${app.url}${pathname}`, { headers });
const pageRead = (html: string) =>
  /<script type="application\/json" id="kasuwa-page-read">([^<]*)<\/script>/.exec(html)?.[1];

/** The answer the web app would get: the same document, sent the way the browser sends it. */
async function browserAnswer(id: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kasuwa-csrf': '1' },
    body: JSON.stringify({ query: GET_PRODUCT, variables: { id } }),
  });
  return ((await res.json()) as { data: unknown }).data;
}

describe("a product page's HTML carries its screen's first read", () => {
  it('the anonymous answer of GetProduct, escaped so that no text in it can end the block', async () => {
    const html = await (await page(`/productdetail/${product.id}`)).text();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    const json = pageRead(html);
    expect(json).not.toMatch(/[<>&\u2028]/);
    const answer = await browserAnswer(product.id);
    expect(JSON.stringify(answer)).toContain('</script><script>alert(1)');
    expect(JSON.parse(json ?? '')).toEqual({
      operationName: 'GetProduct',
      query: GET_PRODUCT,
      variables: { id: product.id },
      data: answer,
    });
  });

  it('none for an unknown product, a signed-in request, or a read that is not the public catalogue', async () => {
    const missing = await page('/productdetail/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(pageRead(await missing.text())).toBeUndefined();
    const signedIn = await page(`/productdetail/${product.id}`, { cookie: `kasuwa_session=${store.token}` });
    expect(signedIn.status).toBe(200);
    expect(pageRead(await signedIn.text())).toBeUndefined();
    expect(pageRead(await (await page('/cart')).text())).toBeUndefined();
  });
});
