import { readFileSync } from 'node:fs';
import { PIN_OUTSIDE_NIGERIA_MESSAGE } from '@kasuwa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessInput, CREATE_MANUFACTURER, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { stores as storesTable } from './retailers.table';

const FIXTURES = new URL('../../test/fixtures/', import.meta.url);
/** 200 retailers as a new manufacturer's list reads: areas without their state, mixed phone formats. */
const REALISTIC_CSV = readFileSync(new URL('realistic-retailers-200.csv', FIXTURES));
/** Each row's state and precision, written by hand with the file; null where the address names no known place. */
const EXPECTED = JSON.parse(readFileSync(new URL('realistic-retailers-200.expected.json', FIXTURES), 'utf8')) as {
  row: number;
  state: string | null;
  precision: string | null;
}[];

let app: TestApp;
let owner: Awaited<ReturnType<typeof manufacturerAccount>>;
let rival: Awaited<ReturnType<typeof manufacturerAccount>>;
beforeAll(async () => {
  app = await startTestApp();
  owner = await manufacturerAccount(app, { brandStoreName: 'Places Owner' });
  rival = await manufacturerAccount(app, { brandStoreName: 'Places Rival' });
});
afterAll(() => app.stop());

const STORE_FIELDS = 'id name contact location { fullAddress latitude longitude city state precision }';
const ADD = `mutation($rows: [CreateStoreInput!]!) { addMultipleRetailer(createStoreInputs: $rows) { ${STORE_FIELDS} } }`;
const MOVE = `mutation($id: ID!, $location: StoreLocationInput!) {
  updateRetailerLocation(id: $id, location: $location) { ${STORE_FIELDS} }
}`;

interface StoreAnswer {
  id: string;
  name: string;
  contact: string;
  location: {
    fullAddress: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    precision: string;
  };
}

async function add(rows: Record<string, unknown>[], token = owner.token) {
  const res = await app.gql(
    ADD,
    { rows: rows.map((row) => ({ manufacturerId: owner.manufacturerId, ...row })) },
    token,
  );
  return { stores: res.data?.addMultipleRetailer as StoreAnswer[] | undefined, errors: res.errors };
}

// The preview's shape is what these tests assert.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function preview(file: Buffer, name: string): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('manufacturerId', owner.manufacturerId);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${app.url}/retailers/import-preview`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  return { status: res.status, body: await res.json() };
}

describe('a realistic list of 200 retailers', () => {
  it('places every row that names a known place, with its precision, and asks a pin for the rest', async () => {
    const { status, body } = await preview(REALISTIC_CSV, 'retailers.csv');
    expect(status).toBe(200);
    const unplaceable = EXPECTED.filter((row) => row.state === null).length;
    expect(body.summary).toEqual({ total: 200, ready: 200 - unplaceable, needsPin: unplaceable, errors: 0 });
    const mismatches = [];
    for (const expected of EXPECTED) {
      const row = body.rows.find((r: { row: number }) => r.row === expected.row);
      const got =
        row.status === 'needs_pin'
          ? { state: null, precision: null }
          : { state: row.location.state, precision: row.location.precision };
      if (got.state !== expected.state || got.precision !== expected.precision) {
        mismatches.push({ row: expected.row, address: row.fullAddress, expected, got });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('adds them all: the placed rows as placed, the others at the pins the manufacturer dropped', async () => {
    const { body } = await preview(REALISTIC_CSV, 'retailers.csv');
    const pinAt = { latitude: 6.5244, longitude: 3.3792 };
    const rows = body.rows.map((row: { name: string; fullAddress: string; contact: string; status: string }) => ({
      name: row.name,
      fullAddress: row.fullAddress,
      contact: row.contact,
      ...(row.status === 'needs_pin' ? pinAt : {}),
    }));
    const { stores, errors } = await add(rows);
    expect(errors).toBeUndefined();
    expect(stores).toHaveLength(200);
    const pinned = stores?.filter((store) => store.location.precision === 'PINNED') ?? [];
    expect(pinned).toHaveLength(EXPECTED.filter((row) => row.state === null).length);
    expect(pinned[0]?.location).toMatchObject({ ...pinAt, state: 'Lagos' });
    // Every phone format of the file (0803..., +234..., 234..., brackets, dashes, a cell that lost
    // its 0) is stored as one number and shown as Nigerians write it.
    const badContacts = stores?.filter((store) => !/^0[789][01]\d \d{3} \d{4}$/.test(store.contact)) ?? [];
    expect(badContacts.map((store) => store.contact)).toEqual([]);
    const sentDigits = rows.map((row: { contact: string }) => row.contact.replace(/\D/g, '').replace(/^(234|0)?/, ''));
    expect(stores?.map((store) => store.contact.replace(/\D/g, '').slice(1))).toEqual(sentDigits);
  });
});

describe('addRetailer and createManufacturer with a map pin', () => {
  it('uses a pin inside Nigeria as given, labelled with the place the address names', async () => {
    const { stores } = await add([
      {
        name: 'Pinned Yaba',
        fullAddress: '23 Herbert Macaulay Way, Yaba',
        contact: '08031112222',
        latitude: 6.5101,
        longitude: 3.3702,
      },
    ]);
    expect(stores?.[0]?.location).toEqual({
      fullAddress: '23 Herbert Macaulay Way, Yaba',
      latitude: 6.5101,
      longitude: 3.3702,
      city: 'Lagos',
      state: 'Lagos',
      precision: 'PINNED',
    });
  });

  it('labels a pin whose address names nothing known by the nearest known place', async () => {
    const { stores } = await add([
      {
        name: 'Pinned Nowhere',
        fullAddress: 'Opposite Mr Biggs',
        contact: '0803 123 4567',
        latitude: 12.0,
        longitude: 8.52,
      },
    ]);
    expect(stores?.[0]?.location).toMatchObject({ state: 'Kano', precision: 'PINNED' });
  });

  it.each([
    ['Cotonou, Benin', 6.3703, 2.3912],
    ['Garoua, Cameroon (inside the bounding box)', 9.3, 13.4],
    ['the sea off Lagos', 6.0, 3.4],
  ])('refuses a pin in %s, changing nothing', async (_place, latitude, longitude) => {
    const { stores, errors } = await add([
      { name: `Abroad ${latitude}`, fullAddress: 'Yaba, Lagos', contact: '0803 123 4567', latitude, longitude },
    ]);
    expect(stores).toBeUndefined();
    expect(errors?.[0]).toMatchObject({
      message: PIN_OUTSIDE_NIGERIA_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: '1.latitude' },
    });
  });

  it('refuses half a pin', async () => {
    const { errors } = await add([{ name: 'Half', fullAddress: 'Yaba', contact: '0803 123 4567', latitude: 6.5 }]);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '1.latitude' });
  });

  it('refuses an address naming no known place without a pin, asking for one', async () => {
    const { errors } = await add([{ name: 'Lost', fullAddress: 'Shop 5, Ultimate Plaza', contact: '0803 123 4567' }]);
    expect(errors?.[0]?.message).toContain('pin it on the map');
  });

  it('places an area typed without its state, and says how exactly', async () => {
    const { stores } = await add([
      { name: 'Maitama Chemist', fullAddress: '12 Gana Street, Maitama', contact: '0803 123 4567' },
    ]);
    expect(stores?.[0]?.location).toMatchObject({
      state: 'Federal Capital Territory',
      city: 'Abuja',
      precision: 'AREA',
    });
  });

  it('creates a business at its pin, or refuses one outside Nigeria', async () => {
    const account = await signUp(app);
    const pinned = await app.gql(
      CREATE_MANUFACTURER.replace('longitude', 'longitude precision'),
      {
        input: businessInput({
          brandStoreName: 'Pinned Brand',
          fullAddress: 'Factory Road, Trans Amadi',
          latitude: 4.8125,
          longitude: 7.0401,
        }),
      },
      account.token,
    );
    expect(pinned.errors).toBeUndefined();
    expect(pinned.data?.createManufacturer).toMatchObject({
      location: { latitude: 4.8125, longitude: 7.0401, precision: 'PINNED' },
    });
    const abroad = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ brandStoreName: 'Abroad Brand', latitude: 13.51, longitude: 2.12 }) },
      account.token,
    );
    expect(abroad.errors?.[0]).toMatchObject({
      message: PIN_OUTSIDE_NIGERIA_MESSAGE,
      extensions: { field: 'latitude' },
    });
  });
});

describe('updateRetailerLocation', () => {
  it('moves a rough retailer to a pin, keeping its address, and only for its owner', async () => {
    const { stores } = await add([
      { name: 'Rough Kano Shop', fullAddress: 'Kofar Wambai Market, Kano', contact: '0803 123 4567' },
    ]);
    const store = stores?.[0];
    expect(store?.location.precision).toBe('CITY');

    const stranger = await app.gql(
      MOVE,
      { id: store?.id, location: { latitude: 11.9985, longitude: 8.5155 } },
      rival.token,
    );
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await app.gql(MOVE, { id: store?.id, location: { latitude: 11.9985, longitude: 8.5155 } });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const abroad = await app.gql(MOVE, { id: store?.id, location: { latitude: 13.8, longitude: 8.99 } }, owner.token);
    expect(abroad.errors?.[0]?.message).toBe(PIN_OUTSIDE_NIGERIA_MESSAGE);

    const moved = await app.gql(
      MOVE,
      { id: store?.id, location: { latitude: 11.9985, longitude: 8.5155 } },
      owner.token,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.updateRetailerLocation).toMatchObject({
      id: store?.id,
      location: {
        fullAddress: 'Kofar Wambai Market, Kano',
        latitude: 11.9985,
        longitude: 8.5155,
        state: 'Kano',
        precision: 'PINNED',
      },
    });
  });

  it('keeps a contact saved before the contact rule as it was', async () => {
    const { stores } = await add([
      { name: 'Old Contact Shop', fullAddress: 'Sabon Gari, Kano', contact: '0803 123 4567' },
    ]);
    const id = stores?.[0]?.id ?? '';
    await app.database.db.update(storesTable).set({ contact: 'ask for Musa' }).where(eq(storesTable.id, id));
    const moved = await app.gql(MOVE, { id, location: { latitude: 12.0, longitude: 8.53 } }, owner.token);
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.updateRetailerLocation).toMatchObject({
      contact: 'ask for Musa',
      location: { precision: 'PINNED' },
    });
  });

  it('places a new address text, and answers an unknown id as not found', async () => {
    const { stores } = await add([{ name: 'Moving Shop', fullAddress: 'Ikeja, Lagos', contact: '0803 123 4567' }]);
    const moved = await app.gql(
      MOVE,
      { id: stores?.[0]?.id, location: { fullAddress: 'Bodija Market, Bodija' } },
      owner.token,
    );
    expect(moved.data?.updateRetailerLocation.location).toMatchObject({
      fullAddress: 'Bodija Market, Bodija',
      state: 'Oyo',
      precision: 'AREA',
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await app.gql(MOVE, { id, location: { latitude: 6.5, longitude: 3.4 } }, owner.token);
      expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('updateRetailer and updateManufacturer with a map pin', () => {
  const EDIT = `mutation($input: UpdateStoreInput!) { updateRetailer(updateStoreInput: $input) { ${STORE_FIELDS} } }`;
  const EDIT_BUSINESS = `mutation($input: UpdateManufacturerInput!) {
    updateManufacturer(updateManufacturerInput: $input) { location { fullAddress latitude longitude precision } }
  }`;

  it('edits a retailer to a pin inside Nigeria, and refuses one outside, changing nothing', async () => {
    const { stores } = await add([{ name: 'Edit Pin Shop', fullAddress: 'Wuse 2, Abuja', contact: '0803 123 4567' }]);
    const id = stores?.[0]?.id;
    const before = stores?.[0]?.location;
    const abroad = await app.gql(
      EDIT,
      { input: { id, name: 'Abroad Now', latitude: 6.3703, longitude: 2.3912 } },
      owner.token,
    );
    expect(abroad.errors?.[0]).toMatchObject({
      message: PIN_OUTSIDE_NIGERIA_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'latitude' },
    });
    const unchanged = await app.gql(
      `query($id: String!) {
        stores(where: { manufacturerId: { equals: $id }, name: { equals: "Edit Pin Shop" } }) { ${STORE_FIELDS} }
      }`,
      { id: owner.manufacturerId },
    );
    const stored = (unchanged.data?.stores as StoreAnswer[]).find((s) => s.id === id);
    expect(stored).toMatchObject({ name: 'Edit Pin Shop', location: before });

    const edited = await app.gql(EDIT, { input: { id, latitude: 9.0793, longitude: 7.4704 } }, owner.token);
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateRetailer).toMatchObject({
      name: 'Edit Pin Shop',
      location: { fullAddress: 'Wuse 2, Abuja', latitude: 9.0793, longitude: 7.4704, precision: 'PINNED' },
    });
  });

  it('moves a business to a pin', async () => {
    const edited = await app.gql(
      EDIT_BUSINESS,
      { input: { id: owner.manufacturerId, latitude: 6.6018, longitude: 3.3515 } },
      owner.token,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateManufacturer.location).toMatchObject({
      latitude: 6.6018,
      longitude: 3.3515,
      precision: 'PINNED',
    });
  });
});
