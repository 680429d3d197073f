import { afterAll, beforeAll, expect, it } from 'vitest';
import { webDocument } from '../../../../scripts/lib.mjs';
import { CONTRACT } from '../test/contract-documents';
import { createProduct, manufacturerAccount } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

// The shop's public reads, read from the web app's source (apps/web/src/features/*/api): what it sends.
const READS = {
  Store: webDocument('storefronts/api/get-store.ts'),
  Stores: webDocument('storefronts/api/get-stores.ts'),
  SearchStores: webDocument('storefronts/api/search-stores.ts'),
  ProductPage: webDocument('products/api/get-product-page.ts'),
  Products: webDocument('products/api/get-products.ts'),
  GetProduct: webDocument('products/api/get-product-query.ts'),
  GetStoreLocations: webDocument('store-locator/api/get-store-locations.ts'),
};

let app: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  // The statements a read runs, not the cache's: the response cache is off.
  app = await startTestApp({ onQuery: (sql) => statements.push(sql), responseCache: false });
});
afterAll(() => app.stop());

/** Each read's statement count and how many rows its biggest list answered. */
async function measure(store: { slug: string }, productId: string) {
  const storeProducts = { where: { manufacturer: { slug: { equals: store.slug } } }, sort: 'NEWEST', first: 24 };
  // Each read's data is read in the shape its document asks for.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const runs: [string, string, Record<string, unknown>, (data: Record<string, any>) => number][] = [
    ['Store', READS.Store, { slug: store.slug }, (d) => d.manufacturer.productCount],
    ['Stores', READS.Stores, {}, (d) => d.manufacturers.length],
    ['SearchStores', READS.SearchStores, { term: 'count', first: 12 }, (d) => d.manufacturerPage.nodes.length],
    ['ProductPage (store)', READS.ProductPage, storeProducts, (d) => d.productPage.nodes.length],
    [
      'ProductPage (search)',
      READS.ProductPage,
      { where: { name: { contains: 'cream', mode: 'insensitive' } }, sort: 'PRICE_LOW_HIGH', first: 24 },
      (d) => d.productPage.nodes.length,
    ],
    [
      'Products (category)',
      READS.Products,
      { where: { category: 'personalCare' }, take: 24 },
      (d) => d.products.length,
    ],
    ['GetProduct', READS.GetProduct, { id: productId }, (d) => d.product.manufacturer.stores.length],
    ['GetStoreLocations', READS.GetStoreLocations, { slug: store.slug }, (d) => d.manufacturer.stores.length],
  ];
  const counts: Record<string, { statements: number; rows: number }> = {};
  for (const [name, query, variables, rowsOf] of runs) {
    statements = [];
    const res = await app.gql(query, variables);
    expect(res.errors, name).toBeUndefined();
    counts[name] = { statements: statements.length, rows: rowsOf(res.data!) };
  }
  return counts;
}

async function addRetailers(account: { token: string; manufacturerId: string }, from: number, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Counting Pharmacy ${from + i}`,
    contact: `+234 803 000 ${String(1000 + from + i)}`,
    fullAddress: `${from + i} Awolowo Road, Ikoyi, Lagos`,
    manufacturerId: account.manufacturerId,
  }));
  const res = await app.gql(CONTRACT.addMultipleRetailer, { createStoreInputs: rows }, account.token);
  expect(res.errors).toBeUndefined();
}

it('every public read costs the same number of SQL statements for 1 row and for many', async () => {
  const store = await manufacturerAccount(app, { brandStoreName: 'Counting Store' });
  const first = await createProduct(app, store, { name: 'Counting Cream 1', category: 'personalCare' });
  await addRetailers(store, 1, 1);
  const few = await measure(store, first.id);

  for (let i = 2; i <= 30; i++)
    await createProduct(app, store, { name: `Counting Cream ${i}`, category: 'personalCare' });
  await addRetailers(store, 2, 11);
  for (let s = 2; s <= 4; s++) {
    const other = await manufacturerAccount(app, { brandStoreName: `Counting Store ${s}` });
    await createProduct(app, other, { name: `Counting Cream of store ${s}`, category: 'personalCare' });
  }
  const many = await measure(store, first.id);

  for (const [name, { statements: count, rows }] of Object.entries(many)) {
    expect(rows, `${name} answers more rows`).toBeGreaterThan(few[name]!.rows);
    expect(count, `${name} statements`).toBe(few[name]!.statements);
  }
  // The store page's products: the store from its slug, then one page with its total.
  expect(many['ProductPage (store)']!.statements).toBe(2);
});
