import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  CREATE_MANUFACTURER,
  businessInput,
  manufacturerAccount,
  PASSWORD,
  signUp,
} from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { productBatches } from '../batches/batches.table';
import { locations } from '../locations/locations.table';
import { placeOrder } from '../orders/orders.fixtures';
import { products } from '../products/products.table';
import { stores } from '../retailers/retailers.table';
import { PREVIOUS_SLUGS_MAX } from './manufacturers.service';
import { manufacturerPreviousSlugs, manufacturers } from './manufacturers.table';

const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateManufacturerInput!) {
    updateManufacturer(updateManufacturerInput: $input) {
      id
      slug
      name
      businessName
      brandStoreName
      industry
      productCategory
      brandImage
      location {
        fullAddress
        latitude
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: String!, $confirmName: String!) {
    deleteManufacturer(id: $id, confirmName: $confirmName) {
      id
      businessName
    }
  }
`;
const BY_SLUG = /* GraphQL */ `
  query BySlug($slug: String!) {
    manufacturer(where: { slug: $slug }) {
      id
      slug
      name
    }
  }
`;
const SELECT = /* GraphQL */ `
  mutation Select($id: String!) {
    selectManufacturer(id: $id) {
      id
    }
  }
`;
const ME = /* GraphQL */ `
  {
    me {
      currentManufacturer {
        id
        businessName
      }
      manufacturers {
        id
      }
    }
  }
`;
const LOG_IN = /* GraphQL */ `
  mutation LogIn($email: String!, $password: String!) {
    logIn(logInInput: { email: $email, password: $password }) {
      token
      user {
        currentManufacturer {
          id
        }
      }
    }
  }
`;
const ADD_RETAILERS = /* GraphQL */ `
  mutation Add($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) {
      id
    }
  }
`;

const INDEX = '<!doctype html><html lang="en"><head><title>Kasuwa</title></head><body></body></html>';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const dist = path.join(app.dataDir, 'no-web-build');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
});
afterAll(() => app.stop());

const db = () => app.database.db;

describe('updateManufacturer', () => {
  it('changes every field, keeps what is left out, and places a new address', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Edit Me Beauty' });
    const res = await app.gql(
      UPDATE,
      {
        input: {
          id: owner.manufacturerId,
          businessName: 'Edit Me Holdings Ltd',
          industry: 'CONSUMER_GOODS',
          productCategory: ['foodBeverages'],
          fullAddress: 'Sabon Gari, Kano',
        },
      },
      owner.token,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.updateManufacturer).toMatchObject({
      businessName: 'Edit Me Holdings Ltd',
      brandStoreName: 'Edit Me Beauty',
      slug: owner.slug,
      industry: 'CONSUMER_GOODS',
      productCategory: ['foodBeverages'],
    });
    expect(res.data!.updateManufacturer.location.fullAddress).toMatch(/Kano/);
    expect(res.data!.updateManufacturer.location.latitude).toBeCloseTo(12, 0);
    // The old location is not left behind.
    const [left] = await db()
      .select({ n: count() })
      .from(locations)
      .where(eq(locations.fullAddress, businessInput().fullAddress));
    expect(left?.n).toBe(0);
  });

  it('refuses bad input with the form messages and changes nothing', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Steady Store' });
    const blank = await app.gql(UPDATE, { input: { id: owner.manufacturerId, businessName: '  ' } }, owner.token);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Business name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'businessName' },
    });
    const nowhere = await app.gql(
      UPDATE,
      { input: { id: owner.manufacturerId, brandStoreName: 'Moved Store', fullAddress: 'zzzz qqqq xxxx' } },
      owner.token,
    );
    expect(nowhere.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fullAddress' });
    const still = await app.gql(BY_SLUG, { slug: owner.slug });
    expect(still.data!.manufacturer).toMatchObject({ slug: owner.slug, name: 'Steady Store' });
  });

  it("refuses someone else's business, and anyone signed out", async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Not Yours' });
    const rival = await manufacturerAccount(app, { brandStoreName: 'Rival Shop' });
    const theirs = await app.gql(UPDATE, { input: { id: owner.manufacturerId, businessName: 'Taken' } }, rival.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(UPDATE, { input: { id: owner.manufacturerId, businessName: 'Taken' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [row] = await db().select().from(manufacturers).where(eq(manufacturers.id, owner.manufacturerId));
    expect(row?.businessName).toBe(businessInput().businessName);
  });

  it('a renamed store gets a new slug; the old link keeps leading to it and no other store can take it', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Zobo Republic' });
    expect(owner.slug).toBe('zobo-republic');
    const renamed = await app.gql(
      UPDATE,
      { input: { id: owner.manufacturerId, brandStoreName: 'Zobo Nation' } },
      owner.token,
    );
    expect(renamed.data!.updateManufacturer).toMatchObject({ slug: 'zobo-nation', name: 'Zobo Nation' });

    // The API's lookup by slug follows the old slug to the store (with its new slug).
    const old = await app.gql(BY_SLUG, { slug: 'zobo-republic' });
    expect(old.data!.manufacturer).toMatchObject({ id: owner.manufacturerId, slug: 'zobo-nation' });
    // The page itself: a permanent redirect to the new address.
    const page = await fetch(`${app.url}/zobo-republic`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/zobo-nation');

    // A new store with the old name does not hijack the old link.
    const newcomer = await signUp(app);
    const created = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ brandStoreName: 'Zobo Republic' }) },
      newcomer.token,
    );
    expect(created.data!.createManufacturer.slug).toBe('zobo-republic-2');
    expect((await app.gql(BY_SLUG, { slug: 'zobo-republic' })).data!.manufacturer.id).toBe(owner.manufacturerId);

    // Nor can another store rename itself onto it.
    const rival = await manufacturerAccount(app, { brandStoreName: 'Hibiscus Co' });
    const onto = await app.gql(
      UPDATE,
      { input: { id: rival.manufacturerId, brandStoreName: 'Zobo Nation' } },
      rival.token,
    );
    expect(onto.data!.updateManufacturer.slug).toBe('zobo-nation-2');

    // The store may take its own old name back: then the newer slug leads to it.
    const back = await app.gql(
      UPDATE,
      { input: { id: owner.manufacturerId, brandStoreName: 'Zobo Republic' } },
      owner.token,
    );
    expect(back.data!.updateManufacturer.slug).toBe('zobo-republic');
    expect((await app.gql(BY_SLUG, { slug: 'zobo-nation' })).data!.manufacturer.slug).toBe('zobo-republic');
    const previous = await db()
      .select({ slug: manufacturerPreviousSlugs.slug })
      .from(manufacturerPreviousSlugs)
      .where(eq(manufacturerPreviousSlugs.manufacturerId, owner.manufacturerId));
    expect(previous.map((p) => p.slug)).toEqual(['zobo-nation']);
  });

  it('a new name with the same slug keeps the slug; renames stop at the most a store keeps', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Kola Kings' });
    const same = await app.gql(
      UPDATE,
      { input: { id: owner.manufacturerId, brandStoreName: 'KOLA  kings!' } },
      owner.token,
    );
    expect(same.data!.updateManufacturer).toMatchObject({ slug: 'kola-kings', brandStoreName: 'KOLA  kings!' });

    await db()
      .insert(manufacturerPreviousSlugs)
      .values(
        Array.from({ length: PREVIOUS_SLUGS_MAX }, (_, i) => ({
          slug: `kola-kings-old-${i}`,
          manufacturerId: owner.manufacturerId,
        })),
      );
    const tooMany = await app.gql(
      UPDATE,
      { input: { id: owner.manufacturerId, brandStoreName: 'Kola Queens' } },
      owner.token,
    );
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'brandStoreName' });
    expect((await app.gql(BY_SLUG, { slug: 'kola-kings' })).data!.manufacturer.name).toBe('KOLA  kings!');
  });
});

describe('deleteManufacturer', () => {
  it('deletes the business with its products, batches, retailers and their locations, in one go', async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Short Lived', businessName: 'Short Lived Ltd' });
    const product = await createProduct(app, owner, { name: 'Gone Soon Soap' });
    const added = await app.gql(
      ADD_RETAILERS,
      {
        rows: [
          {
            name: 'Shop A',
            fullAddress: 'Balogun Market, Lagos Island, Lagos',
            contact: '0803 000 0001',
            manufacturerId: owner.manufacturerId,
          },
          {
            name: 'Shop B',
            fullAddress: 'Sabon Gari, Kano',
            contact: '0803 000 0002',
            manufacturerId: owner.manufacturerId,
          },
        ],
      },
      owner.token,
    );
    expect(added.errors).toBeUndefined();
    const [before] = await db().select().from(manufacturers).where(eq(manufacturers.id, owner.manufacturerId));
    const storeRows = await db().select().from(stores).where(eq(stores.manufacturerId, owner.manufacturerId));
    const locationIds = [before!.locationId, ...storeRows.map((s) => s.locationId)];
    expect(await db().select().from(productBatches).where(eq(productBatches.productId, product.id))).toHaveLength(1);

    const wrong = await app.gql(DELETE, { id: owner.manufacturerId, confirmName: 'Short Lived' }, owner.token);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmName' });
    const rival = await manufacturerAccount(app);
    const theirs = await app.gql(DELETE, { id: owner.manufacturerId, confirmName: 'Short Lived Ltd' }, rival.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db().select().from(products).where(eq(products.id, product.id))).toHaveLength(1);

    const res = await app.gql(DELETE, { id: owner.manufacturerId, confirmName: ' Short Lived Ltd ' }, owner.token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.deleteManufacturer).toEqual({ id: owner.manufacturerId, businessName: 'Short Lived Ltd' });

    expect(await db().select().from(manufacturers).where(eq(manufacturers.id, owner.manufacturerId))).toEqual([]);
    expect(await db().select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await db().select().from(productBatches).where(eq(productBatches.productId, product.id))).toEqual([]);
    expect(await db().select().from(stores).where(eq(stores.manufacturerId, owner.manufacturerId))).toEqual([]);
    expect(await db().select().from(locations).where(inArray(locations.id, locationIds))).toEqual([]);
    expect((await app.gql(BY_SLUG, { slug: owner.slug })).data!.manufacturer).toBeNull();
    expect((await fetch(`${app.url}/${owner.slug}`, { redirect: 'manual' })).status).toBe(404);
  });

  it("refuses a business that has orders: shoppers' order history stays whole", async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Busy Store', businessName: 'Busy Store Ltd' });
    const product = await createProduct(app, owner, { quantity: 5 });
    const shopper = await signUp(app);
    await placeOrder(app, shopper.token, [{ productId: product.id, quantity: 1 }]);
    const res = await app.gql(DELETE, { id: owner.manufacturerId, confirmName: 'Busy Store Ltd' }, owner.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "Busy Store has 1 order in shoppers' order history, so it cannot be deleted.",
      extensions: { code: 'CONFLICT' },
    });
    expect(await db().select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
    const mine = await app.gql(`{ myOrders { totalCount } }`, {}, shopper.token);
    expect(mine.data?.myOrders.totalCount).toBe(1);
  });
});

describe('the business in use', () => {
  it('is the oldest until one is chosen; the choice survives logging out and in, and a deletion', async () => {
    const email = `switcher.${Date.now().toString(36)}@example.com`;
    const account = await signUp(app, email);
    expect((await app.gql(ME, {}, account.token)).data!.me.currentManufacturer).toBeNull();
    const first = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ businessName: 'First Biz', brandStoreName: 'First Biz Store' }) },
      account.token,
    );
    const second = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ businessName: 'Second Biz', brandStoreName: 'Second Biz Store' }) },
      account.token,
    );
    const firstId = first.data!.createManufacturer.id as string;
    const secondId = second.data!.createManufacturer.id as string;
    // Creating a business makes it the one in use.
    expect((await app.gql(ME, {}, account.token)).data!.me.currentManufacturer.id).toBe(secondId);

    expect((await app.gql(SELECT, { id: firstId }, account.token)).errors).toBeUndefined();
    expect((await app.gql(ME, {}, account.token)).data!.me.currentManufacturer.id).toBe(firstId);
    await app.gql(SELECT, { id: secondId }, account.token);

    await app.gql(`mutation ($id: String!) { logOut(id: $id) { message } }`, { id: account.userId }, account.token);
    const again = await app.gql(LOG_IN, { email, password: PASSWORD });
    expect(again.data!.logIn.user.currentManufacturer.id).toBe(secondId);

    const rival = await manufacturerAccount(app);
    const theirs = await app.gql(SELECT, { id: rival.manufacturerId }, again.data!.logIn.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await app.gql(DELETE, { id: secondId, confirmName: 'Second Biz' }, again.data!.logIn.token);
    const after = await app.gql(ME, {}, again.data!.logIn.token);
    expect(after.data!.me.currentManufacturer).toEqual({ id: firstId, businessName: 'First Biz' });
    expect(after.data!.me.manufacturers).toEqual([{ id: firstId }]);
  });
});
