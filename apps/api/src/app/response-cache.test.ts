import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webDocument } from '../../../../scripts/lib.mjs';
import { createProduct, manufacturerAccount } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { CACHE_HEADER, CATALOGUE_TABLES } from './response-cache';
import * as tables from './tables';

// The store page's products, as the web app asks for them.
const PRODUCT_PAGE = webDocument('products/api/get-product-page.ts');

// Every field of the public reads, to see which tables they come from.
const EVERYTHING_PUBLIC = /* GraphQL */ `
  query Everything($slug: String!, $id: String!) {
    __typename
    manufacturer(where: { slug: $slug }) {
      id
      name
      businessName
      brandStoreName
      slug
      industry
      productCategory
      brandImage
      ownerId
      createdAt
      productCount
      storeCount
      followerCount
      rating {
        average
        count
      }
      deliverySettings {
        fee
        freeAbove
      }
      location {
        id
        fullAddress
        latitude
        longitude
        city
        state
        precision
      }
      stores {
        id
        name
        contact
        manufacturerId
        location {
          fullAddress
        }
      }
    }
    manufacturers(take: 5) {
      id
      productCount
    }
    manufacturerPage(first: 5) {
      totalCount
      nodes {
        id
      }
    }
    product(where: { id: $id }) {
      id
      name
      description
      imageUrl
      thumbnailUrl
      category
      retailPrice
      quantity
      batchNumber
      batchQuantity
      barCode
      manufactureDate
      expiryDate
      manufacturerId
      createdAt
      updatedAt
      recalledBatches {
        number
        reason
        recalledAt
        manufactureDate
        expiryDate
      }
      manufacturer {
        slug
      }
      product {
        name
      }
    }
    products(take: 5) {
      id
    }
    productPage(first: 5) {
      totalCount
      nodes {
        id
      }
    }
    stores(take: 5) {
      id
      location {
        city
      }
    }
    storePage(first: 5) {
      totalCount
      nodes {
        id
      }
    }
    locations(take: 5) {
      id
    }
  }
`;

let app: TestApp;
let statements: string[] = [];
let store: Awaited<ReturnType<typeof manufacturerAccount>>;

beforeAll(async () => {
  app = await startTestApp({ onQuery: (text) => statements.push(text) });
  store = await manufacturerAccount(app, { brandStoreName: 'Cached Store' });
  await createProduct(app, store, { name: 'First Cream' });
});
afterAll(() => app.stop());

/** A POST of one operation, with its answer's cache header and the statements it cost. */
async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  statements = [];
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kasuwa-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  return { status: response.status, cache: response.headers.get(CACHE_HEADER), body, statements: [...statements] };
}

const storePage = () => ({ where: { manufacturer: { slug: { equals: store.slug } } }, sort: 'NEWEST', first: 24 });

it('answers an anonymous catalogue read again from the cache, and shows a write to the very next read', async () => {
  const first = await post(PRODUCT_PAGE, storePage());
  expect(first.cache).toBe('miss');
  expect(first.body.data.productPage.totalCount).toBe(1);

  const again = await post(PRODUCT_PAGE, storePage());
  expect(again.cache).toBe('hit');
  expect(again.body).toEqual(first.body);
  // Only the catalogue version was read.
  expect(again.statements).toHaveLength(1);
  expect(again.statements[0]).toContain('catalogue_versions');

  // A write through the API...
  await createProduct(app, store, { name: 'Second Cream' });
  const afterCreate = await post(PRODUCT_PAGE, storePage());
  expect(afterCreate.cache).toBe('miss');
  expect(afterCreate.body.data.productPage.totalCount).toBe(2);

  // ...and one made straight in the database, as another instance or a script would.
  await app.database.db.execute(sql`update products set name = 'Renamed Cream' where name = 'First Cream'`);
  const afterSql = await post(PRODUCT_PAGE, storePage());
  expect(afterSql.cache).toBe('miss');
  expect(afterSql.body.data.productPage.nodes.map((n: { name: string }) => n.name)).toContain('Renamed Cream');
  expect((await post(PRODUCT_PAGE, storePage())).cache).toBe('hit');
});

it('never keeps or gives a signed-in request, a personal query, a mutation or an answer with errors', async () => {
  const signedIn = { authorization: `Bearer ${store.token}` };
  await post(PRODUCT_PAGE, storePage());
  for (let i = 0; i < 2; i++) {
    const read = await post(PRODUCT_PAGE, storePage(), signedIn);
    expect(read.cache).toBeNull();
    expect(read.statements.length).toBeGreaterThan(1);
  }
  const cookie = { cookie: `kasuwa_session=${store.token}` };
  expect((await post(PRODUCT_PAGE, storePage(), cookie)).cache).toBeNull();

  for (let i = 0; i < 2; i++) {
    expect((await post('query { me { id } }', {})).cache).toBeNull();
    expect((await post('query { cart { lines { quantity } } }', {})).cache).toBeNull();
    expect((await post('query { productPage { totalCount } me { id } }', {})).cache).toBeNull();
  }

  const refused = { ...storePage(), after: 'not-a-cursor' };
  expect((await post(PRODUCT_PAGE, refused)).body.errors).toBeDefined();
  const refusedAgain = await post(PRODUCT_PAGE, refused);
  expect(refusedAgain.cache).toBe('miss');
  expect(refusedAgain.body.errors).toBeDefined();
});

it('reads nothing but the catalogue tables, each of which raises the catalogue version', async () => {
  const product = await createProduct(app, store, { name: 'Third Cream' });
  statements = [];
  const answer = await post(EVERYTHING_PUBLIC, { slug: store.slug, id: product.id });
  expect(answer.body.errors).toBeUndefined();
  const names = (Object.values(tables) as unknown[]).flatMap((t) => (is(t, PgTable) ? [getTableName(t)] : []));
  const read = new Set(answer.statements.flatMap((text) => names.filter((name) => new RegExp(`"${name}"`).test(text))));
  read.delete('catalogue_versions');
  expect([...read].sort()).toEqual(expect.arrayContaining(['manufacturers', 'products', 'stores', 'locations']));
  for (const table of read) expect(CATALOGUE_TABLES).toContain(table);

  const { rows } = (await app.database.db.execute(
    sql`select tgrelid::regclass::text as "table" from pg_trigger where tgname like '%_catalogue_version'`,
  )) as unknown as { rows: { table: string }[] };
  expect(rows.map((r) => r.table.replaceAll('"', '')).sort()).toEqual([...CATALOGUE_TABLES].sort());
});
