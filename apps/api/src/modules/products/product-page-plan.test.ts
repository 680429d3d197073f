import { afterAll, beforeAll, expect, it } from 'vitest';
import { manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

// The planner's choices need PostgreSQL's statistics: this runs with TEST_DATABASE_URL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const PRODUCT_PAGE = /* GraphQL */ `
  query ProductPage($where: ProductWhereInput, $sort: ProductSort, $first: Int) {
    productPage(where: $where, sort: $sort, first: $first) {
      totalCount
      pageInfo {
        hasNextPage
      }
      nodes {
        id
        manufacturer {
          slug
        }
      }
    }
  }
`;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

let app: TestApp;
let captured: { sql: string; params: unknown[] }[] = [];
let store: { slug: string; manufacturerId: string };

beforeAll(async () => {
  if (!onPostgres) return;
  app = await startTestApp({ onQuery: (sql, params) => captured.push({ sql, params }), responseCache: false });
  const small = await manufacturerAccount(app, { brandStoreName: 'Seven Products' });
  store = small;
  const pool = app.database.pool!;
  // 1,000 other stores of 100 products each, and the store of 7: 100,007 products, in bulk.
  await pool.query(
    `insert into manufacturers (owner_id, name, business_name, brand_store_name, slug, industry, location_id)
     select m.owner_id, 'Plan Store ' || n, 'Plan Store ' || n || ' Ltd', 'Plan Store ' || n, 'plan-store-' || n,
       'CONSUMER_GOODS', m.location_id
     from manufacturers m, generate_series(1, 1000) n where m.id = $1`,
    [small.manufacturerId],
  );
  await pool.query(
    `insert into products (manufacturer_id, name, description, image_url, retail_price_kobo, quantity, batch_number,
       manufacture_date, expiry_date, created_at)
     select m.id, 'Plan product ' || i, 'A product of the plan test.', '/uploads/images/00000000-0000-4000-8000-000000000001.webp',
       1000 * i, 5, 1, now() - interval '1 year', now() + interval '1 year', now() - (m.k * 100 + i) * interval '1 second'
     from (select id, row_number() over (order by slug) as k from manufacturers where slug like 'plan-store-%') m,
       generate_series(1, 100) i
     union all
     select $1, 'Seven product ' || i, 'One of seven.', '/uploads/images/00000000-0000-4000-8000-000000000001.webp',
       1000 * i, 5, 1, now() - interval '1 year', now() + interval '1 year', now() - interval '3 days' + i * interval '1 second'
     from generate_series(1, 7) i`,
    [small.manufacturerId],
  );
  await pool.query('analyze manufacturers, products');
});
afterAll(() => app?.stop());

it.skipIf(!onPostgres)(
  "a store page on 100,000 products reads that store's rows by index, never the whole table",
  async () => {
    const { rows: count } = await app.database.pool!.query('select count(*)::int as n from products');
    expect(count[0].n).toBe(100_007);
    for (const sort of ['NEWEST', 'PRICE_LOW_HIGH', 'NAME']) {
      captured = [];
      const res = await app.gql(PRODUCT_PAGE, {
        where: { manufacturer: { slug: { equals: store.slug } } },
        sort,
        first: 24,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.productPage.totalCount).toBe(7);

      // The exact statements the repository ran, with their values, explained and run.
      const reading = captured.filter(({ sql }) => sql.includes('"products"'));
      expect(reading).toHaveLength(1);
      for (const { sql, params } of reading) {
        const { rows } = await app.database.pool!.query(`explain (analyze, format json) ${sql}`, params);
        const nodes = flatten((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
        const onProducts = nodes.filter((n) => n['Relation Name'] === 'products');
        expect(onProducts.length, sort).toBeGreaterThan(0);
        for (const node of onProducts) {
          expect(node['Node Type'], `${sort}: ${node['Node Type']} on products`).toMatch(
            /^(Index|Index Only|Bitmap Heap) Scan$/,
          );
          // The store's own rows only (each scan reads at most its 7, the page's one extra row aside).
          expect(node['Actual Rows'] * node['Actual Loops'], sort).toBeLessThanOrEqual(8);
        }
        expect(nodes.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Seq Scan')).toEqual([]);
      }
    }
  },
);
