import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessInput,
  CREATE_MANUFACTURER,
  createProduct,
  productInput,
  signUp,
  type Account,
} from '../../test/fixtures';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../test/test-app';

const MANUFACTURER_PAGE = /* GraphQL */ `
  query Brands($first: Int, $after: String) {
    manufacturerPage(first: $first, after: $after) {
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
const MY_BUSINESSES = /* GraphQL */ `
  query Mine($take: Int, $skip: Int) {
    me {
      manufacturers(take: $take, skip: $skip) {
        brandStoreName
      }
    }
  }
`;

type BrandPage = {
  totalCount: number;
  nodes: { id: string; name: string }[];
  pageInfo: { hasNextPage: boolean; endCursor: string };
};

async function createBusiness(app: TestApp, account: Account, brandStoreName: string) {
  return app.gql(CREATE_MANUFACTURER, { input: businessInput({ brandStoreName }) }, account.token);
}

describe('paging through manufacturers', () => {
  let app: TestApp;
  let owner: Account;
  const names = ['Delta Foods', 'Alpha Soaps', 'Echo Drinks', 'Bravo Oils', 'Charlie Creams'];
  beforeAll(async () => {
    app = await startTestApp();
    owner = await signUp(app);
    for (const name of names) expect((await createBusiness(app, owner, name)).errors).toBeUndefined();
  });
  afterAll(() => app.stop());

  it('lists manufacturers by name, a slice with take/skip', async () => {
    const all = await app.gql('{ manufacturers { name } }');
    expect(all.data!.manufacturers.map((m: { name: string }) => m.name)).toEqual([...names].sort());
    const slice = await app.gql('{ manufacturers(take: 2, skip: 1) { name } }');
    expect(slice.data!.manufacturers).toEqual([{ name: 'Bravo Oils' }, { name: 'Charlie Creams' }]);
  });

  it('walks manufacturerPage to the end with hasNextPage and endCursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: GraphQLResponse<{ manufacturerPage: BrandPage }> = await app.gql(MANUFACTURER_PAGE, {
        first: 2,
        after,
      });
      expect(res.errors).toBeUndefined();
      const page = res.data!.manufacturerPage;
      expect(page.totalCount).toBe(5);
      seen.push(...page.nodes.map((m) => m.name));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...names].sort());
  });

  it("pages the user's own businesses oldest first", async () => {
    const mine = await app.gql(MY_BUSINESSES, {}, owner.token);
    expect(mine.data!.me.manufacturers.map((m: { brandStoreName: string }) => m.brandStoreName)).toEqual(names);
    const slice = await app.gql(MY_BUSINESSES, { take: 2, skip: 3 }, owner.token);
    expect(slice.data!.me.manufacturers).toEqual([
      { brandStoreName: 'Bravo Oils' },
      { brandStoreName: 'Charlie Creams' },
    ]);
  });
});

describe('the business and product quotas', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ quotas: { businessesPerUser: 3, productsPerBusiness: 4 } });
  });
  afterAll(() => app.stop());

  it('refuses a business past the quota, also when they are created at once', async () => {
    const owner = await signUp(app);
    const results = await Promise.all(
      ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => createBusiness(app, owner, `Quota ${name}`)),
    );
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.errors![0]).toMatchObject({
      message: 'This account already has 3 businesses, the most one account can have.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });
    const mine = await app.gql(MY_BUSINESSES, {}, owner.token);
    expect(mine.data!.me.manufacturers).toHaveLength(3);
  });

  it('refuses a product past the quota, also when they are created at once, and a move into a full business', async () => {
    const owner = await signUp(app);
    const full = (await createBusiness(app, owner, 'Full Brand')).data!.createManufacturer.id as string;
    const other = (await createBusiness(app, owner, 'Other Brand')).data!.createManufacturer.id as string;
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        createProduct(app, { token: owner.token, manufacturerId: full }, { name: `Racing Cream ${i}` }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(4);
    const refusal = await app.gql(
      'mutation ($input: CreateProductInput!) { createProduct(createProductInput: $input) { id } }',
      { input: productInput(full, { name: 'One Too Many' }) },
      owner.token,
    );
    expect(refusal.errors?.[0]).toMatchObject({
      message: 'This business already has 4 products, the most one business can have.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });

    const elsewhere = await createProduct(app, { token: owner.token, manufacturerId: other }, { name: 'Mover' });
    const move = await app.gql(
      'mutation ($input: UpdateProductInput!) { updateProduct(updateProductInput: $input) { id } }',
      { input: { ...productInput(full, { name: 'Mover', barCode: '12345678' }), id: elsewhere.id } },
      owner.token,
    );
    expect(move.errors?.[0]).toMatchObject({
      message: 'This business already has 4 products, the most one business can have.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });
    const counts = await app.gql('query ($id: String) { manufacturer(where: { id: $id }) { productCount } }', {
      id: full,
    });
    expect(counts.data!.manufacturer.productCount).toBe(4);
  });
});
