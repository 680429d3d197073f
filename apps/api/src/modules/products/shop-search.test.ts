import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

// The shopper's side of the catalogue: a search across every store (stores and products, one
// request), and a store page paged and sorted by price or newest with its total.

const SEARCH = /* GraphQL */ `
  query Search($term: String!, $first: Int, $after: String) {
    manufacturerPage(where: { name: { contains: $term, mode: insensitive } }, first: 12) {
      totalCount
      nodes {
        name
        slug
      }
    }
    productPage(where: { name: { contains: $term, mode: insensitive } }, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
        manufacturer {
          name
          slug
        }
      }
    }
  }
`;

const STORE_PAGE = /* GraphQL */ `
  query StorePage($slug: String!, $sort: ProductSort, $first: Int, $after: String, $name: StringFilter) {
    productPage(
      where: { manufacturer: { slug: { equals: $slug } }, name: $name }
      sort: $sort
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        retailPrice
        createdAt
      }
    }
  }
`;

interface SearchAnswer {
  manufacturerPage: { totalCount: number; nodes: { name: string; slug: string }[] };
  productPage: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: { id: string; name: string; manufacturer: { name: string; slug: string } }[];
  };
}

interface StorePageAnswer {
  productPage: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: { id: string; retailPrice: number; createdAt: string }[];
  };
}

let app: TestApp;
const statements: string[] = [];
let kola: Awaited<ReturnType<typeof manufacturerAccount>>;
let harmattan: Awaited<ReturnType<typeof manufacturerAccount>>;
const STORE_PRODUCTS = 30;

beforeAll(async () => {
  app = await startTestApp({ onQuery: (sql) => void statements.push(sql) });
  kola = await manufacturerAccount(app, { brandStoreName: 'Kola Naturals' });
  harmattan = await manufacturerAccount(app, { brandStoreName: 'Harmattan Foods' });
  await manufacturerAccount(app, { brandStoreName: 'Quiet Shelf' });
  await createProduct(app, kola, { name: 'Kola Nut Soap' });
  await createProduct(app, harmattan, { name: 'Bitter KOLA Drink' });
  await createProduct(app, harmattan, { name: 'Palm Oil 1 litre' });
  await createProduct(app, harmattan, { name: '100% Shea Butter' });
  for (let i = 0; i < STORE_PRODUCTS; i++) {
    // Prices repeat (ties are ordered by id) and do not follow the order of creation.
    await createProduct(app, kola, { name: `Kola Range ${i}`, retailPrice: String(500 + ((i * 7) % 10) * 150) });
  }
}, 120_000);
afterAll(() => app.stop());

async function search(variables: Record<string, unknown>) {
  const res = await app.gql<SearchAnswer>(SEARCH, variables);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

async function storePages(variables: Record<string, unknown>, first: number) {
  const pages: StorePageAnswer['productPage'][] = [];
  let after: string | null = null;
  do {
    const res: { data?: StorePageAnswer | null; errors?: unknown[] } = await app.gql<StorePageAnswer>(STORE_PAGE, {
      ...variables,
      first,
      after,
    });
    expect(res.errors).toBeUndefined();
    const page: StorePageAnswer['productPage'] = res.data!.productPage;
    pages.push(page);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return pages;
}

describe('a search across every store', () => {
  it('answers the matching stores and the matching products of every store in one request, with totals', async () => {
    const answer = await search({ term: 'kola', first: 50 });
    expect(answer.manufacturerPage).toEqual({ totalCount: 1, nodes: [{ name: 'Kola Naturals', slug: kola.slug }] });
    expect(answer.productPage.totalCount).toBe(2 + STORE_PRODUCTS);
    const brands = new Set(answer.productPage.nodes.map((p) => p.manufacturer.name));
    expect(brands).toEqual(new Set(['Kola Naturals', 'Harmattan Foods']));
    expect(answer.productPage.nodes.map((p) => p.name)).toContain('Bitter KOLA Drink');
    expect(answer.productPage.nodes.every((p) => p.name.toLowerCase().includes('kola'))).toBe(true);
  });

  it('pages through the matching products with no repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const answer = await search({ term: 'KOLA', first: 10, after });
      expect(answer.productPage.totalCount).toBe(2 + STORE_PRODUCTS);
      seen.push(...answer.productPage.nodes.map((p) => p.id));
      after = answer.productPage.pageInfo.hasNextPage ? answer.productPage.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(2 + STORE_PRODUCTS);
  });

  it('takes the term literally: % and _ are no wildcards, and a term matching nothing answers empty groups', async () => {
    const percent = await search({ term: '100%' });
    expect(percent.productPage.nodes.map((p) => p.name)).toEqual(['100% Shea Butter']);
    expect((await search({ term: '%' })).productPage.totalCount).toBe(1);
    expect((await search({ term: '_' })).productPage.totalCount).toBe(0);
    const none = await search({ term: 'zzqx nothing' });
    expect(none.manufacturerPage).toEqual({ totalCount: 0, nodes: [] });
    expect(none.productPage).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
  });

  it('filters products without regard to case in the shape the trigram index on lower(name) serves', async () => {
    statements.length = 0;
    await search({ term: 'Palm' });
    const productQueries = statements.filter(
      (sql) => /from "products"/i.test(sql) && /lower\("products"\."name"\)/.test(sql),
    );
    expect(productQueries.length).toBeGreaterThan(0);
    expect(productQueries.every((sql) => /lower\("products"\."name"\) like lower\(\$\d+\)/.test(sql))).toBe(true);
    expect(statements.some((sql) => /ilike/i.test(sql))).toBe(false);
  });
});

describe('a store page', () => {
  it('pages through every product of the store by its slug with the total, filtering on the store id', async () => {
    statements.length = 0;
    const pages = await storePages({ slug: kola.slug }, 24);
    expect(pages.map((p) => p.nodes.length)).toEqual([24, 7]);
    expect(pages.every((p) => p.totalCount === STORE_PRODUCTS + 1)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.nodes.map((n) => n.id))).size).toBe(STORE_PRODUCTS + 1);
    // The slug is looked up once; the products are then read by the store's id, never through a
    // sub-select of the store (product-page-plan.test.ts checks the planner's use of the index).
    const productReads = statements.filter((sql) => /from "products"/i.test(sql));
    expect(productReads.length).toBeGreaterThan(0);
    for (const sql of productReads) {
      expect(sql).toMatch(/"products"\."manufacturer_id" = \$\d+/);
      expect(sql).not.toMatch(/"manufacturers"/);
    }
  });

  it.each([
    ['PRICE_LOW_HIGH', (a: number, b: number) => a <= b],
    ['PRICE_HIGH_LOW', (a: number, b: number) => a >= b],
  ] as const)('sorts by %s across pages, ties included', async (sort, inOrder) => {
    const pages = await storePages({ slug: kola.slug, sort }, 7);
    const prices = pages.flatMap((p) => p.nodes.map((n) => n.retailPrice));
    expect(prices).toHaveLength(STORE_PRODUCTS + 1);
    for (let i = 1; i < prices.length; i++) expect(inOrder(prices[i - 1]!, prices[i]!)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.nodes.map((n) => n.id))).size).toBe(STORE_PRODUCTS + 1);
  });

  it('sorts newest first by default and keeps the search and its total across pages', async () => {
    const newest = (await storePages({ slug: kola.slug }, 10)).flatMap((p) => p.nodes);
    for (let i = 1; i < newest.length; i++) {
      expect(Date.parse(newest[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(newest[i]!.createdAt));
    }
    const searched = await storePages(
      { slug: kola.slug, sort: 'PRICE_HIGH_LOW', name: { contains: 'range 1', mode: 'insensitive' } },
      4,
    );
    // "Kola Range 1" and "Kola Range 10" to "Kola Range 19".
    expect(searched.every((p) => p.totalCount === 11)).toBe(true);
    expect(searched.flatMap((p) => p.nodes)).toHaveLength(11);
  });

  it('answers an unknown store with an empty page and no error', async () => {
    const [page] = await storePages({ slug: 'no-such-store' }, 24);
    expect(page).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
  });
});
