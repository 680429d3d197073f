import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const PAGE = /* GraphQL */ `
  query Page($where: ProductWhereInput, $sort: ProductSort, $first: Int, $after: String) {
    productPage(where: $where, sort: $sort, first: $first, after: $after) {
      nodes {
        id
        name
        retailPrice
        quantity
        category
        createdAt
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

interface PageAnswer {
  nodes: { id: string; name: string; retailPrice: number; quantity: number; category: string; createdAt: string }[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

let app: TestApp;
let store: Awaited<ReturnType<typeof manufacturerAccount>>;
const PRODUCTS = 23;

beforeAll(async () => {
  app = await startTestApp();
  store = await manufacturerAccount(app, { brandStoreName: 'Paging Store' });
  const other = await manufacturerAccount(app, { brandStoreName: 'Other Store' });
  for (let i = 0; i < PRODUCTS; i++) {
    // Prices and quantities repeat: ties are ordered by id.
    await createProduct(app, store, {
      name: `Item ${String.fromCharCode(65 + ((i * 7) % 26))}${i}`,
      retailPrice: String(1000 + (i % 5) * 250),
      quantity: 1 + (i % 12),
      category: i % 3 === 0 ? 'personalCare' : 'foodBeverages',
    });
  }
  await createProduct(app, other, { name: 'Not in the store' });
});
afterAll(() => app.stop());

async function allPages(variables: Record<string, unknown>, first: number) {
  const pages: PageAnswer[] = [];
  let after: string | null = null;
  do {
    const res: { data?: { productPage: PageAnswer } | null; errors?: unknown[] } = await app.gql<{
      productPage: PageAnswer;
    }>(PAGE, { ...variables, first, after });
    expect(res.errors).toBeUndefined();
    const page: PageAnswer = res.data!.productPage;
    pages.push(page);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return pages;
}

describe('productPage', () => {
  it('pages through every product of a store by slug, with the total and no repeats', async () => {
    const pages = await allPages({ where: { manufacturer: { slug: { equals: store.slug } } } }, 10);
    expect(pages.map((p) => p.nodes.length)).toEqual([10, 10, 3]);
    expect(pages.every((p) => p.totalCount === PRODUCTS)).toBe(true);
    const ids = pages.flatMap((p) => p.nodes.map((n) => n.id));
    expect(new Set(ids).size).toBe(PRODUCTS);
    expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);
  });

  it.each([
    [
      'NEWEST',
      (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) =>
        Date.parse(b.createdAt) - Date.parse(a.createdAt),
    ],
    [
      'OLDEST',
      (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) =>
        Date.parse(a.createdAt) - Date.parse(b.createdAt),
    ],
    [
      'PRICE_LOW_HIGH',
      (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) => a.retailPrice - b.retailPrice,
    ],
    [
      'PRICE_HIGH_LOW',
      (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) => b.retailPrice - a.retailPrice,
    ],
    [
      'NAME',
      (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) =>
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    ],
    [
      'NAME_Z_A',
      (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) =>
        b.name.toLowerCase().localeCompare(a.name.toLowerCase()),
    ],
    ['STOCK_LOW_HIGH', (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) => a.quantity - b.quantity],
    ['STOCK_HIGH_LOW', (a: PageAnswer['nodes'][number], b: PageAnswer['nodes'][number]) => b.quantity - a.quantity],
  ] as const)('sorts by %s across pages, ties included', async (sort, compare) => {
    const pages = await allPages({ where: { manufacturerId: { equals: store.manufacturerId } }, sort }, 4);
    const nodes = pages.flatMap((p) => p.nodes);
    expect(nodes).toHaveLength(PRODUCTS);
    expect(new Set(nodes.map((n) => n.id)).size).toBe(PRODUCTS);
    for (let i = 1; i < nodes.length; i++) expect(compare(nodes[i - 1]!, nodes[i]!)).toBeLessThanOrEqual(0);
  });

  it('filters low stock and searches by name, with matching totals', async () => {
    const low = await app.gql<{ productPage: PageAnswer }>(PAGE, {
      where: { manufacturerId: { equals: store.manufacturerId }, lowStock: true },
      first: 100,
    });
    expect(low.data!.productPage.nodes.every((n) => n.quantity <= 5)).toBe(true);
    expect(low.data!.productPage.totalCount).toBe(low.data!.productPage.nodes.length);
    expect(low.data!.productPage.totalCount).toBeGreaterThan(0);
    const search = await app.gql<{ productPage: PageAnswer }>(PAGE, {
      where: { manufacturerId: { equals: store.manufacturerId }, name: { contains: 'item a', mode: 'insensitive' } },
    });
    expect(search.data!.productPage.nodes.length).toBeGreaterThan(0);
    expect(search.data!.productPage.nodes.every((n) => n.name.toLowerCase().startsWith('item a'))).toBe(true);
    const category = await app.gql<{ productPage: PageAnswer }>(PAGE, {
      where: { manufacturerId: { equals: store.manufacturerId }, category: 'personalCare', lowStock: true },
      sort: 'STOCK_HIGH_LOW',
      first: 100,
    });
    const wanted = Array.from({ length: PRODUCTS }, (_, i) => i).filter((i) => i % 3 === 0 && 1 + (i % 12) <= 5);
    expect(category.data!.productPage.totalCount).toBe(wanted.length);
    expect(category.data!.productPage.nodes.every((n) => n.category === 'personalCare' && n.quantity <= 5)).toBe(true);
  });

  it('answers an unknown store with an empty page, caps the size, and refuses a cursor of another order', async () => {
    const none = await app.gql<{ productPage: PageAnswer }>(PAGE, {
      where: { manufacturer: { slug: { equals: 'no-such-store' } } },
    });
    expect(none.data!.productPage).toEqual({
      nodes: [],
      totalCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
    });
    const big = await app.gql<{ productPage: PageAnswer }>(PAGE, { first: 1000 });
    expect(big.data!.productPage.nodes.length).toBeLessThanOrEqual(100);
    const first = await app.gql<{ productPage: PageAnswer }>(PAGE, { first: 2, sort: 'NEWEST' });
    const misread = await app.gql(PAGE, { first: 2, sort: 'NAME', after: first.data!.productPage.pageInfo.endCursor });
    expect(misread.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const garbage = await app.gql(PAGE, { after: 'not-a-cursor' });
    expect(garbage.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const zero = await app.gql(PAGE, { first: 0 });
    expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
