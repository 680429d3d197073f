import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { batchSupplies } from './batches.table';

// Supplies are dated by the day in Nigeria: "today" is 10 March 2026 here.
const NOW = new Date('2026-03-10T10:00:00Z');

const SUPPLY_FIELDS = 'id units suppliedOn store { id name location { fullAddress } }';
const SUPPLIES = /* GraphQL */ `
  query ($id: String) {
    batch(id: $id) { id quantity unitsSupplied supplies { ${SUPPLY_FIELDS} } }
  }
`;
const RECORD = /* GraphQL */ `
  mutation ($batchId: String!, $input: BatchSupplyInput!) {
    recordBatchSupply(batchId: $batchId, input: $input) { ${SUPPLY_FIELDS} }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation ($id: String!) {
    removeBatchSupply(id: $id)
  }
`;
const ADD_BATCH = /* GraphQL */ `
  mutation ($productId: String, $input: BatchInput!) {
    addBatch(productId: $productId, input: $input) {
      id
    }
  }
`;
const UPDATE_BATCH = /* GraphQL */ `
  mutation ($id: String, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) {
      id
      quantity
    }
  }
`;
const ADD_RETAILERS = /* GraphQL */ `
  mutation ($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) {
      id
      name
    }
  }
`;
const SEARCH_STORES = /* GraphQL */ `
  query ($manufacturerId: String!, $name: String!) {
    stores(where: { manufacturerId: { equals: $manufacturerId }, name: { contains: $name, mode: insensitive } }) {
      name
    }
  }
`;

const BATCH = { number: 'B-2026-021', manufactureDate: '2026-02-01', expiryDate: '2028-02-01', quantity: 100 };

type Maker = Awaited<ReturnType<typeof manufacturerAccount>>;

describe('where a batch went', () => {
  let app: TestApp;
  let maker: Maker;
  let other: Maker;
  let shops: { id: string; name: string }[];
  let otherShop: { id: string; name: string };

  async function retailers(account: Maker, rows: { name: string; fullAddress: string }[]) {
    const res = await app.gql(
      ADD_RETAILERS,
      { rows: rows.map((r) => ({ ...r, contact: '+234 802 111 2222', manufacturerId: account.manufacturerId })) },
      account.token,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data?.addMultipleRetailer as { id: string; name: string }[];
  }

  async function newBatch(name: string) {
    const product = await createProduct(app, maker, { name });
    const res = await app.gql(ADD_BATCH, { productId: product.id, input: BATCH }, maker.token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data?.addBatch.id as string;
  }

  const supplies = async (batchId: string) => (await app.gql(SUPPLIES, { id: batchId }, maker.token)).data?.batch;
  const storedRows = (batchId: string) =>
    app.database.db.select().from(batchSupplies).where(eq(batchSupplies.batchId, batchId));

  beforeAll(async () => {
    app = await startTestApp({ clock: () => new Date(NOW) });
    maker = await manufacturerAccount(app);
    other = await manufacturerAccount(app, { brandStoreName: 'Other Beauty', businessName: 'Other Ltd' });
    shops = await retailers(maker, [
      { name: 'Ikeja Pharmacy', fullAddress: '12 Allen Avenue, Ikeja, Lagos' },
      { name: 'Balogun Market Shop 4', fullAddress: 'Balogun Market, Lagos Island, Lagos' },
    ]);
    [otherShop] = (await retailers(other, [{ name: 'Kano Depot', fullAddress: 'Sabon Gari, Kano' }])) as [
      { id: string; name: string },
    ];
  });
  afterAll(() => app.stop());

  it('records supplies to the maker’s retailers, with or without units, and lists them latest first', async () => {
    const batchId = await newBatch('Supplied cream');
    const [ikeja, balogun] = shops as [{ id: string; name: string }, { id: string; name: string }];

    const first = await app.gql(
      RECORD,
      { batchId, input: { storeId: ikeja.id, units: '40', suppliedOn: '2026-02-14' } },
      maker.token,
    );
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data?.recordBatchSupply).toMatchObject({
      units: 40,
      suppliedOn: '2026-02-14',
      store: { id: ikeja.id, name: 'Ikeja Pharmacy', location: { fullAddress: '12 Allen Avenue, Ikeja, Lagos' } },
    });
    // Today (in Lagos) is allowed; units not counted.
    const second = await app.gql(
      RECORD,
      { batchId, input: { storeId: balogun.id, units: null, suppliedOn: '2026-03-10' } },
      maker.token,
    );
    expect(second.errors, JSON.stringify(second.errors)).toBeUndefined();
    // The rest of the batch, exactly up to its quantity.
    const third = await app.gql(
      RECORD,
      { batchId, input: { storeId: balogun.id, units: 60, suppliedOn: '2026-02-01' } },
      maker.token,
    );
    expect(third.errors, JSON.stringify(third.errors)).toBeUndefined();

    const batch = await supplies(batchId);
    expect(batch.unitsSupplied).toBe(100);
    expect(
      batch.supplies.map((s: { store: { name: string }; units: number | null; suppliedOn: string }) => [
        s.store.name,
        s.units,
        s.suppliedOn,
      ]),
    ).toEqual([
      ['Balogun Market Shop 4', null, '2026-03-10'],
      ['Ikeja Pharmacy', 40, '2026-02-14'],
      ['Balogun Market Shop 4', 60, '2026-02-01'],
    ]);

    // Its quantity can no longer drop below the units supplied.
    const shrink = await app.gql(UPDATE_BATCH, { id: batchId, input: { ...BATCH, quantity: 99 } }, maker.token);
    expect(shrink.errors?.[0]).toMatchObject({
      message: '100 units of this batch are recorded as supplied to retailers: its quantity cannot be less',
      extensions: { code: 'BAD_USER_INPUT', field: 'quantity' },
    });
  });

  it('removes a supply for the batch’s maker only', async () => {
    const batchId = await newBatch('Removed cream');
    const recorded = await app.gql(
      RECORD,
      { batchId, input: { storeId: shops[0]!.id, units: 10, suppliedOn: '2026-03-01' } },
      maker.token,
    );
    const id = recorded.data?.recordBatchSupply.id as string;

    const stranger = await app.gql(REMOVE, { id }, other.token);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(REMOVE, { id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await storedRows(batchId)).toHaveLength(1);

    const removed = await app.gql(REMOVE, { id }, maker.token);
    expect(removed.data?.removeBatchSupply).toBe(true);
    expect((await supplies(batchId)).supplies).toEqual([]);
    expect(await storedRows(batchId)).toEqual([]);

    const again = await app.gql(REMOVE, { id }, maker.token);
    expect(again.errors?.[0]).toMatchObject({ message: 'Supply not found', extensions: { code: 'NOT_FOUND' } });
    const malformed = await app.gql(REMOVE, { id: 'not-an-id' }, maker.token);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses another maker, a foreign or unknown retailer, too many units and a bad day, and changes nothing', async () => {
    const batchId = await newBatch('Guarded cream');
    const storeId = shops[0]!.id;
    const ok = { storeId, units: 70, suppliedOn: '2026-03-01' };
    const kept = await app.gql(RECORD, { batchId, input: ok }, maker.token);
    expect(kept.errors, JSON.stringify(kept.errors)).toBeUndefined();
    const before = await storedRows(batchId);

    const stranger = await app.gql(RECORD, { batchId, input: ok }, other.token);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(RECORD, { batchId, input: ok });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknownBatch = await app.gql(RECORD, { batchId: 'nope', input: ok }, maker.token);
    expect(unknownBatch.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // 30 units are left: each case would be recorded but for what it names.
    const again = { ...ok, units: 10 };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...again, storeId: otherShop.id },
        'storeId',
        'That retailer is not one of yours. Choose one of your retailers.',
      ],
      [
        { ...again, storeId: 'not-an-id' },
        'storeId',
        'That retailer is not one of yours. Choose one of your retailers.',
      ],
      [{ ...again, storeId: '' }, 'storeId', 'Choose one of your retailers'],
      [{ ...again, units: 31 }, 'units', 'This batch has 30 units not yet supplied.'],
      [{ ...again, units: 0 }, 'units', 'Units must be at least 1'],
      [{ ...again, units: 'many' }, 'units', 'Units must be a number'],
      [{ ...again, suppliedOn: '2026-03-11' }, 'suppliedOn', 'Supply date cannot be in the future'],
      [
        { ...again, suppliedOn: '2026-01-31' },
        'suppliedOn',
        'Supply date cannot be before the batch was made (1 Feb 2026)',
      ],
      [{ ...again, suppliedOn: '31/01/2026' }, 'suppliedOn', 'Supply date must be a valid date'],
      [{ ...again, suppliedOn: '' }, 'suppliedOn', 'Supply date is required'],
    ];
    for (const [input, field, message] of cases) {
      const res = await app.gql(RECORD, { batchId, input }, maker.token);
      expect(res.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    expect(await storedRows(batchId)).toEqual(before);
    expect((await supplies(batchId)).unitsSupplied).toBe(70);

    // Another maker cannot read the batch's supplies either.
    const read = await app.gql(SUPPLIES, { id: batchId }, other.token);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets two supplies sent at once never pass the batch’s quantity together', async () => {
    const batchId = await newBatch('Raced cream');
    const input = { storeId: shops[0]!.id, units: 60, suppliedOn: '2026-03-01' };
    const results = await Promise.all([
      app.gql(RECORD, { batchId, input }, maker.token),
      app.gql(RECORD, { batchId, input }, maker.token),
    ]);
    expect(results.filter((r) => r.data?.recordBatchSupply)).toHaveLength(1);
    expect(results.flatMap((r) => r.errors ?? [])).toMatchObject([
      { message: 'This batch has 40 units not yet supplied.', extensions: { field: 'units' } },
    ]);
    expect((await supplies(batchId)).unitsSupplied).toBe(60);
  });

  it('finds a maker’s retailers by part of their name, for the supply form', async () => {
    const res = await app.gql(SEARCH_STORES, { manufacturerId: maker.manufacturerId, name: 'MARKET' }, maker.token);
    expect(res.data?.stores).toEqual([{ name: 'Balogun Market Shop 4' }]);
    const none = await app.gql(SEARCH_STORES, { manufacturerId: maker.manufacturerId, name: 'Kano' }, maker.token);
    expect(none.data?.stores).toEqual([]);
  });
});
