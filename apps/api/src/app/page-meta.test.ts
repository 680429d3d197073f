import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_IMAGE_SIZES } from '@kasuwa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/** What a link preview (a WhatsApp-like fetch without JavaScript) and a search engine see. */

let app: TestApp;
let store: Awaited<ReturnType<typeof manufacturerAccount>>;
let product: { id: string };
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Kasuwa: shop directly from Nigerian manufacturers."
    />
    <title>Kasuwa</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** What the web build writes: each page's screen files beyond index.html's. */
const PRELOADS = {
  '/': ['/assets/stores-1.js'],
  '/:slug': ['/assets/store-2.js'],
  '/productdetail/:id': ['/assets/later-routes-3.js', '/assets/product-detail-4.js'],
  '/cart': ['/assets/later-routes-3.js', '/assets/cart-5.js'],
};

beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://kasuwa.example' });
  const dist = path.join(app.dataDir, 'no-web-build');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  store = await manufacturerAccount(app, { brandStoreName: 'Adunni Naturals' });
  product = await createProduct(app, store, {
    // `$&` and `$'` are replacement patterns of String.replace: they must come out as written.
    name: 'Shea Butter 250 ml "<b>pure</b>" $&',
    retailPrice: '4500',
    description: "Unrefined shea butter from Kwara, whipped by hand. $' $&",
  });
});
afterAll(() => app.stop());

const page = (pathname: string) =>
  fetch(`${app.url}${pathname}`, { redirect: 'manual', headers: { 'user-agent': 'WhatsApp/2.24' } });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews', () => {
  it('a store page carries its name, description, canonical address and Open Graph tags in the HTML', async () => {
    const res = await page(`/${store.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Adunni Naturals — Kasuwa</title>');
    expect(meta(html, 'og:title')).toBe('Adunni Naturals — Kasuwa');
    expect(meta(html, 'og:url')).toBe(`https://kasuwa.example/${store.slug}`);
    expect(meta(html, 'description')).toMatch(/^Shop Adunni Naturals on Kasuwa: 1 product/);
    expect(html).toContain(`<link rel="canonical" href="https://kasuwa.example/${store.slug}" />`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('a product page carries its name, price, image and description, safely escaped', async () => {
    for (const route of ['product', 'productdetail']) {
      const html = await (await page(`/${route}/${product.id}`)).text();
      expect(html).toContain(
        '<title>Shea Butter 250 ml &#34;&#60;b&#62;pure&#60;/b&#62;&#34; $&#38; — ₦4,500 — Kasuwa</title>',
      );
      expect(html).not.toContain('<b>pure</b>');
      expect(meta(html, 'og:type')).toBe('product');
      expect(meta(html, 'product:price:amount')).toBe('4500.00');
      expect(meta(html, 'product:price:currency')).toBe('NGN');
      expect(meta(html, 'og:image')).toMatch(/^https:\/\/kasuwa\.example\/uploads\/images\//);
      expect(meta(html, 'og:description')).toBe('Unrefined shea butter from Kwara, whipped by hand. $&#39; $&#38;');
      expect(meta(html, 'og:url')).toBe(`https://kasuwa.example/productdetail/${product.id}`);
    }
  });

  it('a slug in other letter case is moved permanently to the store’s own address', async () => {
    const upper = store.slug.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
    const res = await page(`/${upper}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/${store.slug}`);
  });

  it('an unknown store or product answers 404 with the app (which shows its not-found page)', async () => {
    for (const pathname of ['/no-such-store', '/product/00000000-0000-4000-8000-000000000000', '/productdetail/nope']) {
      const res = await page(pathname);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});

describe("a page's HTML names what its first paint needs", () => {
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
  const imagePreload = (html: string) => /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0];
  const attribute = (tag: string | undefined, key: string) => new RegExp(`${key}="([^"]*)"`).exec(tag ?? '')?.[1];

  it('a store page: its screen, and its first product picture as the grid asks for it', async () => {
    const html = await (await page(`/${store.slug}`)).text();
    expect(modulePreloads(html)).toEqual(['/assets/store-2.js']);
    const image = imagePreload(html);
    const thumbnail = /^https:\/\/kasuwa\.example\/uploads\/images\/[\w-]+\.thumb\.webp$/;
    expect(attribute(image, 'href')).toMatch(thumbnail);
    const [small, large] = (attribute(image, 'imagesrcset') ?? '').split(', ');
    expect(small).toBe(`${attribute(image, 'href')} 400w`);
    expect(large).toMatch(/^https:\/\/kasuwa\.example\/uploads\/images\/[\w-]+\.webp 1600w$/);
    expect(attribute(image, 'imagesizes')).toBe(PRODUCT_IMAGE_SIZES.card);
    expect(attribute(image, 'fetchpriority')).toBe('high');
  });

  it("a product page: the later routes' table, its screen and its photo as the page draws it", async () => {
    const html = await (await page(`/productdetail/${product.id}`)).text();
    expect(modulePreloads(html)).toEqual(['/assets/later-routes-3.js', '/assets/product-detail-4.js']);
    const image = imagePreload(html);
    expect(attribute(image, 'href')).toMatch(/^https:\/\/kasuwa\.example\/uploads\/images\/[\w-]+\.webp$/);
    expect(attribute(image, 'imagesizes')).toBe(PRODUCT_IMAGE_SIZES.page);
  });

  it('home and the cart get their own screens; a path the app owns or an unknown store is never taken for a store', async () => {
    expect(modulePreloads(await (await page('/')).text())).toEqual(['/assets/stores-1.js']);
    expect(modulePreloads(await (await page('/cart')).text())).toEqual([
      '/assets/later-routes-3.js',
      '/assets/cart-5.js',
    ]);
    for (const pathname of ['/help', '/no-such-store', '/productdetail/nope']) {
      const html = await (await page(pathname)).text();
      expect(html).toContain('<div id="root">');
      expect(modulePreloads(html)).toEqual([]);
      expect(imagePreload(html)).toBeUndefined();
    }
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps private pages out and names the sitemap', async () => {
    const text = await (await page('/robots.txt')).text();
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Sitemap: https://kasuwa.example/sitemap.xml');
  });

  it('the sitemap lists every store and product page', async () => {
    const index = await (await page('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('https://kasuwa.example', ''));
    expect(files).toEqual(['/sitemaps/stores.xml', '/sitemaps/products-1.xml']);
    const stores = await (await page(files[0]!)).text();
    expect(stores).toContain(`<loc>https://kasuwa.example/${store.slug}</loc>`);
    const products = await (await page(files[1]!)).text();
    expect(products).toContain(`<loc>https://kasuwa.example/productdetail/${product.id}</loc>`);
    expect(products).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('cuts the product files at every N-th product in id order, each file starting after the cut', async () => {
    await createProduct(app, store, { name: 'Black Soap' });
    await createProduct(app, store, { name: 'Shea Lip Balm' });
    const all = (await app.services.products.sitemapEntries(null, 100)).map((p) => p.id);
    expect(all).toEqual([...all].sort());
    expect(await app.services.products.sitemapBoundaries(2)).toEqual([all[1]]);
    const rest = await app.services.products.sitemapEntries(all[1]!, 100);
    expect(rest.map((p) => p.id)).toEqual([all[2]]);
  });
});
