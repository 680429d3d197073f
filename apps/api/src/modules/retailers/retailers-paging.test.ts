import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../test/test-app';

const ADD = /* GraphQL */ `
  mutation Add($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) {
      id
    }
  }
`;
const STORES = /* GraphQL */ `
  query Stores($where: StoreWhereInput, $take: Int, $skip: Int) {
    stores(where: $where, take: $take, skip: $skip) {
      id
      name
    }
  }
`;
const STORE_PAGE = /* GraphQL */ `
  query StorePage($where: StoreWhereInput, $first: Int, $after: String) {
    storePage(where: $where, first: $first, after: $after) {
      totalCount
      nodes {
        id
        name
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

type Owner = Awaited<ReturnType<typeof manufacturerAccount>>;
type Store = { id: string; name: string };

const shopName = (n: number) => `Shop ${String(n).padStart(3, '0')}`;
const rows = (owner: Owner, from: number, to: number, prefix = 'Shop') =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    name: prefix === 'Shop' ? shopName(from + i) : `${prefix} ${from + i}`,
    fullAddress: 'Balogun Market, Lagos Island, Lagos',
    contact: '+234 802 111 2222',
    manufacturerId: owner.manufacturerId,
  }));
const ofOwner = (owner: Owner) => ({ manufacturerId: { equals: owner.manufacturerId } });

async function add(app: TestApp, owner: Owner, storeRows: ReturnType<typeof rows>) {
  return app.gql(ADD, { rows: storeRows }, owner.token);
}

async function storeCount(app: TestApp, owner: Owner): Promise<number> {
  const res = await app.gql('query ($id: String) { manufacturer(where: { id: $id }) { storeCount } }', {
    id: owner.manufacturerId,
  });
  return res.data!.manufacturer.storeCount;
}

/** Every page of storePage, `first` at a time. */
type StorePage = { totalCount: number; nodes: Store[]; pageInfo: { hasNextPage: boolean; endCursor: string } };

async function walk(app: TestApp, where: unknown, first: number) {
  const pages: StorePage[] = [];
  let after: string | null = null;
  do {
    const res: GraphQLResponse<{ storePage: StorePage }> = await app.gql(STORE_PAGE, { where, first, after });
    expect(res.errors).toBeUndefined();
    pages.push(res.data!.storePage);
    after = res.data!.storePage.pageInfo.hasNextPage ? res.data!.storePage.pageInfo.endCursor : null;
  } while (after && pages.length < 20);
  return pages;
}

describe('paging through retailers', () => {
  let app: TestApp;
  let big: Owner;
  let small: Owner;
  beforeAll(async () => {
    app = await startTestApp();
    big = await manufacturerAccount(app, { brandStoreName: 'Many Shops' });
    small = await manufacturerAccount(app, { brandStoreName: 'Few Shops' });
    // Added out of order, so that the order of the answers is the server's, not the insertion's.
    expect((await add(app, big, rows(big, 66, 130))).errors).toBeUndefined();
    expect((await add(app, big, rows(big, 1, 65))).errors).toBeUndefined();
    expect((await add(app, small, rows(small, 1, 3))).errors).toBeUndefined();
  });
  afterAll(() => app.stop());

  it('answers stores with at most 100, by name, and more when asked with skip', async () => {
    const all = await app.gql(STORES, { where: ofOwner(big) });
    expect(all.data!.stores.map((s: Store) => s.name)).toEqual(Array.from({ length: 100 }, (_, i) => shopName(i + 1)));
    // Asking for more than the maximum gives the maximum (documented on the argument), not an error.
    expect((await app.gql(STORES, { where: ofOwner(big), take: 500 })).data!.stores).toHaveLength(100);
    const tail = await app.gql(STORES, { where: ofOwner(big), take: 10, skip: 125 });
    expect(tail.data!.stores.map((s: Store) => s.name)).toEqual([126, 127, 128, 129, 130].map(shopName));
  });

  it('refuses a negative take or skip, and a skip past 10,000, with a clear error', async () => {
    for (const [variables, field] of [
      [{ take: -1 }, 'take'],
      [{ skip: -5 }, 'skip'],
      [{ skip: 10_001 }, 'skip'],
    ] as const) {
      const res = await app.gql(STORES, variables);
      expect(res.status).toBe(200);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('pages storePage with a total, hasNextPage and endCursor until the end', async () => {
    const first = await app.gql(STORE_PAGE, { where: ofOwner(big) });
    expect(first.data!.storePage.nodes).toHaveLength(24); // the default page size
    expect(first.data!.storePage).toMatchObject({ totalCount: 130, pageInfo: { hasNextPage: true } });

    const pages = await walk(app, ofOwner(big), 50);
    expect(pages.map((p) => p.nodes.length)).toEqual([50, 50, 30]);
    expect(pages.map((p) => p.pageInfo.hasNextPage)).toEqual([true, true, false]);
    expect(pages.every((p) => p.totalCount === 130)).toBe(true);
    expect(pages.flatMap((p) => p.nodes.map((s) => s.name))).toEqual(
      Array.from({ length: 130 }, (_, i) => shopName(i + 1)),
    );

    const capped = await app.gql(STORE_PAGE, { where: ofOwner(big), first: 500 });
    expect(capped.data!.storePage.nodes).toHaveLength(100);
  });

  it('keeps one order where names tie (across businesses): every store once, ties by id', async () => {
    const pages = await walk(app, null, 40);
    const stores = pages.flatMap((p) => p.nodes);
    expect(stores).toHaveLength(133);
    expect(new Set(stores.map((s) => s.id)).size).toBe(133);
    const ties = stores.filter((s) => s.name === shopName(2)).map((s) => s.id);
    expect(ties).toHaveLength(2);
    expect(ties).toEqual([...ties].sort());
    // The same walk again gives the same sequence.
    expect((await walk(app, null, 40)).flatMap((p) => p.nodes)).toEqual(stores);
  });

  it('refuses a cursor that is not one of ours', async () => {
    for (const after of ['nonsense', Buffer.from(JSON.stringify(['NEWEST', 'x', 'y'])).toString('base64url')]) {
      const res = await app.gql(STORE_PAGE, { first: 5, after });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    }
  });

  it("bounds a manufacturer's stores and the locations list the same way, and counts the stores", async () => {
    const brand = await app.gql(
      `query ($id: String) { manufacturer(where: { id: $id }) {
        storeCount all: stores { id } some: stores(take: 3, skip: 1) { name } } }`,
      { id: big.manufacturerId },
    );
    expect(brand.data!.manufacturer.storeCount).toBe(130);
    expect(brand.data!.manufacturer.all).toHaveLength(100);
    expect(brand.data!.manufacturer.some.map((s: Store) => s.name)).toEqual([2, 3, 4].map(shopName));

    const where = { store: ofOwner(big) };
    const locations = await app.gql('query ($where: LocationWhereInput) { locations(where: $where) { id } }', {
      where,
    });
    expect(locations.data!.locations).toHaveLength(100);
    const tail = await app.gql(
      'query ($where: LocationWhereInput) { locations(where: $where, take: 5, skip: 128) { id } }',
      {
        where,
      },
    );
    expect(tail.data!.locations).toHaveLength(2);
  });

  it('gives each manufacturer in a list its own slice of stores, in one statement', async () => {
    const res = await app.gql('{ manufacturers { id stores(take: 2, skip: 1) { name } } }');
    const byId = new Map(res.data!.manufacturers.map((m: { id: string; stores: Store[] }) => [m.id, m.stores]));
    expect(byId.get(big.manufacturerId)).toEqual([{ name: shopName(2) }, { name: shopName(3) }]);
    expect(byId.get(small.manufacturerId)).toEqual([{ name: shopName(2) }, { name: shopName(3) }]);
  });
});

describe('the retailer quota', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ quotas: { retailersPerBusiness: 10 } });
  });
  afterAll(() => app.stop());

  it('refuses a batch that would pass the quota, adding none of it, then the one after the last place', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Quota Shops' });
    expect((await add(app, owner, rows(owner, 1, 8))).errors).toBeUndefined();

    const refused = await add(app, owner, rows(owner, 9, 13));
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This business has 8 retailers: 5 more would pass 10, the most one business can have.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });
    expect(await storeCount(app, owner)).toBe(8);

    expect((await add(app, owner, rows(owner, 9, 10))).errors).toBeUndefined();
    const full = await add(app, owner, rows(owner, 11, 11));
    expect(full.errors?.[0]).toMatchObject({
      message: 'This business already has 10 retailers, the most one business can have.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });
    expect(await storeCount(app, owner)).toBe(10);
  });

  it('lets only as many parallel adds through as the quota has room for', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Racing Shops' });
    const batches = Array.from({ length: 10 }, (_, batch) => rows(owner, 1, 4, `Batch ${batch} shop`));
    const results = await Promise.all(batches.map((batch) => add(app, owner, batch)));
    const codes = results.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(2);
    expect(codes.filter((code) => code === 'QUOTA_EXCEEDED')).toHaveLength(8);
    expect(await storeCount(app, owner)).toBe(8);
  });
});

describe('the retailer quota at its default of 10,000', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('refuses 500 more when 9,800 exist, whole, and takes the last 200', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Nearly Full' });
    // 9,800 retailers written straight into the database: the API would take 20 calls to do it.
    await app.database.db.execute(sql`
      with place as (
        insert into locations (full_address, latitude, longitude) values ('Balogun Market, Lagos', 6.45, 3.39)
        returning id
      )
      insert into stores (manufacturer_id, name, contact, location_id)
      select ${owner.manufacturerId}::uuid, 'Seeded ' || n, '+234 802 111 2222', place.id
      from generate_series(1, 9800) as n, place`);
    expect(await storeCount(app, owner)).toBe(9800);

    const refused = await add(app, owner, rows(owner, 1, 500));
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This business has 9,800 retailers: 500 more would pass 10,000, the most one business can have.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });
    expect(await storeCount(app, owner)).toBe(9800);

    expect((await add(app, owner, rows(owner, 1, 200))).errors).toBeUndefined();
    const full = await add(app, owner, rows(owner, 201, 201));
    expect(full.errors?.[0]?.message).toBe(
      'This business already has 10,000 retailers, the most one business can have.',
    );
    expect(await storeCount(app, owner)).toBe(10_000);
  });
});
