import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const ADD = /* GraphQL */ `
  mutation Add($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) {
      id
      name
      contact
      location {
        fullAddress
        latitude
        longitude
        city
        state
      }
    }
  }
`;
const STORES = /* GraphQL */ `
  query Stores($id: String!) {
    stores(where: { manufacturerId: { equals: $id } }) {
      name
      contact
      location {
        latitude
        longitude
      }
    }
  }
`;
const LOCATIONS = /* GraphQL */ `
  query Locations($id: String!) {
    locations(where: { store: { manufacturerId: { equals: $id } } }) {
      fullAddress
      latitude
      longitude
      city
    }
  }
`;

let app: TestApp;
let owner: Awaited<ReturnType<typeof manufacturerAccount>>;
let rival: Awaited<ReturnType<typeof manufacturerAccount>>;
beforeAll(async () => {
  app = await startTestApp();
  owner = await manufacturerAccount(app, { brandStoreName: 'Retail Owner' });
  rival = await manufacturerAccount(app, { brandStoreName: 'Retail Rival' });
});
afterAll(() => app.stop());

const row = (overrides: Record<string, unknown> = {}) => ({
  name: 'Balogun Market Shop 4',
  fullAddress: 'Balogun Market, Lagos Island, Lagos',
  contact: '+234 802 111 2222',
  manufacturerId: owner.manufacturerId,
  ...overrides,
});
const storeNames = async (id: string) =>
  ((await app.gql(STORES, { id })).data!.stores as { name: string }[]).map((s) => s.name);

describe('addMultipleRetailer', () => {
  it('geocodes every retailer and lists them with coordinates', async () => {
    const res = await app.gql(
      ADD,
      { rows: [row({ name: 'Kano Depot', fullAddress: 'Sabon Gari, Kano', contact: '0803 555 0000' }), row()] },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    const [kano] = res.data!.addMultipleRetailer;
    expect(kano.location.state).toMatch(/Kano/);
    expect(kano.location.latitude).toBeCloseTo(12, 0);
    const locations = await app.gql(LOCATIONS, { id: owner.manufacturerId });
    expect(locations.data!.locations).toHaveLength(2);
    expect(await storeNames(owner.manufacturerId)).toEqual(['Balogun Market Shop 4', 'Kano Depot']);
  });

  it.each([
    [{ name: '' }, 'Retailer name is required', '1.name'],
    [{ fullAddress: ' ' }, 'Location is required', '1.fullAddress'],
    [{ contact: '' }, 'Contact is required', '1.contact'],
  ])('refuses %j with "%s"', async (override, message, field) => {
    const res = await app.gql(ADD, { rows: [row({ name: 'Valid first', ...override })] }, owner.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('is all or nothing: one bad row stores no row', async () => {
    const before = await storeNames(owner.manufacturerId);
    const unplaceable = await app.gql(
      ADD,
      { rows: [row({ name: 'Fine One' }), row({ name: 'Lost One', fullAddress: 'Nowhere Land Xyz' })] },
      owner.token,
    );
    expect(unplaceable.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: '2.fullAddress' } });
    expect(unplaceable.errors![0]!.message).toContain('Nowhere Land Xyz');
    const foreign = await app.gql(
      ADD,
      { rows: [row({ name: 'Fine Two' }), row({ name: 'Foreign', manufacturerId: rival.manufacturerId })] },
      owner.token,
    );
    expect(foreign.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const duplicate = await app.gql(ADD, { rows: [row({ name: 'Twin' }), row({ name: 'twin' })] }, owner.token);
    expect(duplicate.errors![0]!.extensions!.field).toBe('2.name');
    expect(await storeNames(owner.manufacturerId)).toEqual(before);
  });

  it('needs a token and refuses an empty list', async () => {
    expect((await app.gql(ADD, { rows: [row()] })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(ADD, { rows: [] }, owner.token)).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a name the business already has at the same address', async () => {
    await app.gql(ADD, { rows: [row({ name: 'Only Once' })] }, owner.token);
    const again = await app.gql(ADD, { rows: [row({ name: 'ONLY ONCE' })] }, owner.token);
    expect(again.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const otherBusiness = await app.gql(
      ADD,
      { rows: [row({ name: 'Only Once', manufacturerId: rival.manufacturerId })] },
      rival.token,
    );
    expect(otherBusiness.errors).toBeUndefined();
  });
});
