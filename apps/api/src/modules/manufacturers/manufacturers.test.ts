import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessInput, CREATE_MANUFACTURER, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const BY_SLUG = /* GraphQL */ `
  query BySlug($slug: String!) {
    manufacturer(where: { slug: $slug }) {
      id
      name
      slug
      productCount
      brandImage
      location {
        city
        latitude
      }
    }
  }
`;
const COUNT = /* GraphQL */ `
  query {
    manufacturers {
      id
    }
  }
`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const countManufacturers = async () => (await app.gql(COUNT)).data!.manufacturers.length as number;

describe('createManufacturer', () => {
  it('geocodes the address and generates a slug from the brand store name', async () => {
    const account = await signUp(app);
    const res = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ brandStoreName: 'Ọmọ Naturals & Co.' }) },
      account.token,
    );
    expect(res.errors).toBeUndefined();
    const created = res.data!.createManufacturer;
    expect(created.slug).toBe('omo-naturals-co');
    expect(created.location.latitude).toBeCloseTo(6.6, 0);
    expect(created.location.longitude).toBeCloseTo(3.35, 0);
    const me = await app.gql(`query { me { manufacturers { id } } }`, {}, account.token);
    expect(me.data!.me.manufacturers).toEqual([{ id: created.id }]);
  });

  it('accepts the industry as a single value or a list of one', async () => {
    const account = await signUp(app);
    const res = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ brandStoreName: 'Listy', industry: ['OTC_PHARMACEUTICALS'] }) },
      account.token,
    );
    expect(res.data!.createManufacturer.industry).toBe('OTC_PHARMACEUTICALS');
    const two = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ brandStoreName: 'Two', industry: ['OTC_PHARMACEUTICALS', 'CONSUMER_GOODS'] }) },
      account.token,
    );
    expect(two.errors![0]).toMatchObject({
      message: 'Please select one industry',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('gives taken and reserved slugs a free suffix', async () => {
    const first = await manufacturerAccount(app, { brandStoreName: 'Twin Brand' });
    const second = await manufacturerAccount(app, { brandStoreName: 'TWIN  brand!' });
    const reserved = await manufacturerAccount(app, { brandStoreName: 'Cart' });
    const dashboard = await manufacturerAccount(app, { brandStoreName: 'Dashboard' });
    expect([first.slug, second.slug, reserved.slug, dashboard.slug]).toEqual([
      'twin-brand',
      'twin-brand-2',
      'cart-2',
      'dashboard-2',
    ]);
  });

  it.each([
    [{ businessName: '' }, 'Business name is required', 'businessName'],
    [{ brandStoreName: ' ' }, 'Brand store name is required', 'brandStoreName'],
    [{ fullAddress: '' }, 'Location is required', 'fullAddress'],
    [{ industry: null }, 'Please select an industry', 'industry'],
  ])('refuses %j with "%s" and stores nothing', async (override, message, field) => {
    const account = await signUp(app);
    const before = await countManufacturers();
    const res = await app.gql(CREATE_MANUFACTURER, { input: businessInput(override) }, account.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await countManufacturers()).toBe(before);
  });

  it('refuses an address it cannot place, naming it', async () => {
    const account = await signUp(app);
    const res = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ fullAddress: 'Qwxzy Plaza' }) },
      account.token,
    );
    expect(res.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.message).toContain('"Qwxzy Plaza"');
  });

  it('needs a token, and an ownerId that is the caller', async () => {
    const before = await countManufacturers();
    const anonymous = await app.gql(CREATE_MANUFACTURER, { input: businessInput() });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const caller = await signUp(app);
    const victim = await signUp(app);
    const res = await app.gql(CREATE_MANUFACTURER, { input: businessInput({ ownerId: victim.userId }) }, caller.token);
    expect(res.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await countManufacturers()).toBe(before);
  });
});

describe('manufacturer queries', () => {
  it('finds a store by slug with its product count, and null for an unknown slug', async () => {
    const account = await manufacturerAccount(app, { brandStoreName: 'Slug Seeker' });
    const res = await app.gql(BY_SLUG, { slug: account.slug });
    expect(res.data!.manufacturer).toMatchObject({
      id: account.manufacturerId,
      name: 'Slug Seeker',
      productCount: 0,
      brandImage: null,
    });
    expect(res.data!.manufacturer.location.city).toBe('Ikeja');
    expect((await app.gql(BY_SLUG, { slug: 'no-such-store' })).data!.manufacturer).toBeNull();
  });

  it('lists every store', async () => {
    const account = await manufacturerAccount(app, { brandStoreName: 'Listed Store' });
    const res = await app.gql(`query { manufacturers { id name slug } }`);
    expect(res.data!.manufacturers).toContainEqual({
      id: account.manufacturerId,
      name: 'Listed Store',
      slug: account.slug,
    });
  });
});
