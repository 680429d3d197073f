import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { locations } from '../locations/locations.table';
import { stores } from './retailers.table';

const ADD = /* GraphQL */ `
  mutation Add($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) {
      id
      name
      location {
        fullAddress
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateStoreInput!) {
    updateRetailer(updateStoreInput: $input) {
      id
      name
      contact
      location {
        fullAddress
        latitude
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($ids: [String!]!) {
    deleteRetailers(ids: $ids) {
      deletedIds
    }
  }
`;
const MAP = /* GraphQL */ `
  query Map($id: String!) {
    stores(where: { manufacturerId: { equals: $id } }) {
      id
      name
    }
    locations(where: { store: { manufacturerId: { equals: $id } } }) {
      fullAddress
    }
  }
`;

let app: TestApp;
let owner: Awaited<ReturnType<typeof manufacturerAccount>>;
let rival: Awaited<ReturnType<typeof manufacturerAccount>>;
beforeAll(async () => {
  app = await startTestApp();
  owner = await manufacturerAccount(app, { brandStoreName: 'Branch Owner' });
  rival = await manufacturerAccount(app, { brandStoreName: 'Branch Rival' });
});
afterAll(() => app.stop());

const row = (overrides: Record<string, unknown> = {}) => ({
  name: 'ShopRite',
  fullAddress: 'Ikeja City Mall, Ikeja, Lagos',
  contact: '0803 111 2222',
  manufacturerId: owner.manufacturerId,
  ...overrides,
});
async function add(rows: Record<string, unknown>[], token = owner.token) {
  const res = await app.gql(ADD, { rows }, token);
  if (!res.data?.addMultipleRetailer) throw new Error(JSON.stringify(res.errors));
  return res.data.addMultipleRetailer as { id: string; name: string; location: { fullAddress: string } }[];
}
const namesOnMap = async (id = owner.manufacturerId) =>
  ((await app.gql(MAP, { id })).data!.stores as { name: string }[]).map((s) => s.name);

describe('branches with one name', () => {
  it('may share a name at different addresses, never at the same one', async () => {
    const maker = await manufacturerAccount(app, { brandStoreName: 'ShopRite Supplier' });
    const mine = (o: Record<string, unknown>) => row({ manufacturerId: maker.manufacturerId, ...o });
    await add([mine({}), mine({ fullAddress: 'Lekki, Lagos' })], maker.token);
    expect(await namesOnMap(maker.manufacturerId)).toEqual(['ShopRite', 'ShopRite']);

    const again = await app.gql(ADD, { rows: [mine({ name: 'shoprite', contact: '0803 999 0000' })] }, maker.token);
    expect(again.errors?.[0]).toMatchObject({
      message: 'You already have a retailer named "shoprite" at this address.',
      extensions: { code: 'BAD_USER_INPUT', field: '1.name' },
    });
    const twice = await app.gql(
      ADD,
      { rows: [mine({ fullAddress: 'Sabon Gari, Kano' }), mine({ fullAddress: 'Sabon Gari, Kano' })] },
      maker.token,
    );
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '2.name' });
    expect(await namesOnMap(maker.manufacturerId)).toHaveLength(2);
  });
});

describe('updateRetailer', () => {
  it('changes name, contact and address (placed again); what is left out stays', async () => {
    const [shop] = await add([row({ name: 'Corner Shop', fullAddress: 'Balogun Market, Lagos Island, Lagos' })]);
    const [before] = await app.database.db.select().from(stores).where(eq(stores.id, shop!.id));
    const res = await app.gql(
      UPDATE,
      { input: { id: shop!.id, name: 'Corner Shop Kano', fullAddress: 'Sabon Gari, Kano' } },
      owner.token,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.updateRetailer).toMatchObject({ name: 'Corner Shop Kano', contact: '0803 111 2222' });
    expect(res.data!.updateRetailer.location.latitude).toBeCloseTo(12, 0);
    expect(await app.database.db.select().from(locations).where(eq(locations.id, before!.locationId))).toEqual([]);

    const contact = await app.gql(UPDATE, { input: { id: shop!.id, contact: '0809 000 1111' } }, owner.token);
    expect(contact.data!.updateRetailer).toMatchObject({ name: 'Corner Shop Kano', contact: '0809 000 1111' });
  });

  it('refuses bad input, a same-name branch at the same address, and anyone but the owner', async () => {
    const [a, b] = await add([
      row({ name: 'Twin One', fullAddress: 'Wuse 2, Abuja' }),
      row({ name: 'Twin Two', fullAddress: 'Wuse 2, Abuja' }),
    ]);
    const blank = await app.gql(UPDATE, { input: { id: a!.id, contact: '' } }, owner.token);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Contact is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'contact' },
    });
    const clash = await app.gql(UPDATE, { input: { id: b!.id, name: 'TWIN ONE' } }, owner.token);
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const theirs = await app.gql(UPDATE, { input: { id: a!.id, name: 'Hijacked' } }, rival.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await app.gql(UPDATE, { input: { id: 'not-an-id', name: 'X' } }, owner.token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await namesOnMap()).toEqual(expect.arrayContaining(['Twin One', 'Twin Two']));
    expect(await namesOnMap()).not.toContain('Hijacked');
  });
});

describe('deleteRetailers', () => {
  it('deletes one or many at once: they leave the store locator and their locations go', async () => {
    const added = await add([
      row({ name: 'Gone One', fullAddress: 'Yaba, Lagos' }),
      row({ name: 'Gone Two', fullAddress: 'Surulere, Lagos' }),
      row({ name: 'Stays', fullAddress: 'Ikorodu, Lagos' }),
    ]);
    const [one, two] = added;
    const rows = await app.database.db
      .select()
      .from(stores)
      .where(inArray(stores.id, [one!.id, two!.id]));
    const res = await app.gql(DELETE, { ids: [one!.id, two!.id, two!.id] }, owner.token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect([...res.data!.deleteRetailers.deletedIds].sort()).toEqual([one!.id, two!.id].sort());
    const map = await app.gql(MAP, { id: owner.manufacturerId });
    const names = (map.data!.stores as { name: string }[]).map((s) => s.name);
    expect(names).toContain('Stays');
    expect(names).not.toContain('Gone One');
    expect(names).not.toContain('Gone Two');
    expect(map.data!.locations).toHaveLength(names.length);
    const locationIds = rows.map((r) => r.locationId);
    expect(await app.database.db.select().from(locations).where(inArray(locations.id, locationIds))).toEqual([]);

    // Deleting again deletes nothing more and is no error.
    const again = await app.gql(DELETE, { ids: [one!.id] }, owner.token);
    expect(again.data!.deleteRetailers.deletedIds).toEqual([]);
  });

  it("refuses the whole call when one retailer is someone else's, and bounds the list", async () => {
    const [mine] = await add([row({ name: 'Mine', fullAddress: 'Ojota, Lagos' })]);
    const [theirs] = await add([row({ name: 'Theirs', manufacturerId: rival.manufacturerId })], rival.token);
    const res = await app.gql(DELETE, { ids: [mine!.id, theirs!.id] }, owner.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await namesOnMap()).toContain('Mine');
    expect(await namesOnMap(rival.manufacturerId)).toContain('Theirs');

    const none = await app.gql(DELETE, { ids: [] }, owner.token);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
    const tooMany = Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const many = await app.gql(DELETE, { ids: tooMany }, owner.token);
    expect(many.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await app.gql(DELETE, { ids: [mine!.id] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await namesOnMap()).toContain('Mine');
  });
});
