import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTRACT } from '../test/contract-documents';
import { createProduct, manufacturerAccount } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => app.stop());

async function statementsForStorePage(slug: string) {
  statements = [];
  const res = await app.gql(CONTRACT.storeProducts, { slug: { equals: slug } });
  expect(res.errors).toBeUndefined();
  return { count: statements.length, products: res.data!.products.length as number };
}

it('the store page costs the same number of SQL statements for 1 and for 50 products', async () => {
  const store = await manufacturerAccount(app, { brandStoreName: 'Counting Store' });
  await createProduct(app, store, { name: 'Product 1' });
  const one = await statementsForStorePage(store.slug);
  for (let i = 2; i <= 50; i++) await createProduct(app, store, { name: `Product ${i}` });
  const fifty = await statementsForStorePage(store.slug);
  expect(one.products).toBe(1);
  expect(fifty.products).toBe(50);
  expect(fifty.count).toBe(one.count);
  // The store's id from its slug, its products, and their manufacturer (one DataLoader batch).
  expect(one.count).toBeLessThanOrEqual(3);
});
