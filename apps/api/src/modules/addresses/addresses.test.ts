import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp, type Account } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { orderInput, PLACE_ORDER, stockOf } from '../orders/orders.fixtures';

const ADDRESS_FIELDS = 'id label recipientName phone fullAddress latitude longitude isDefault';

const MY_ADDRESSES = /* GraphQL */ `
  query ($take: Int, $skip: Int) {
    myAddresses(take: $take, skip: $skip) { ${ADDRESS_FIELDS} }
  }
`;
const SAVE_ADDRESS = /* GraphQL */ `
  mutation ($input: SaveAddressInput!) {
    saveAddress(input: $input) { ${ADDRESS_FIELDS} }
  }
`;
const REMOVE_ADDRESS = /* GraphQL */ `
  mutation ($id: String) {
    removeAddress(id: $id)
  }
`;
const SET_DEFAULT_ADDRESS = /* GraphQL */ `
  mutation ($id: String) {
    setDefaultAddress(id: $id) { ${ADDRESS_FIELDS} }
  }
`;

interface SavedAddress {
  id: string;
  label: string;
  recipientName: string;
  phone: string;
  fullAddress: string;
  latitude: number;
  longitude: number;
  isDefault: boolean;
}

const home = {
  label: 'Home',
  recipientName: 'Chioma Okafor',
  phone: '0803 123 4567',
  fullAddress: '5 Adeola Odeku Street, Victoria Island, Lagos',
  latitude: 6.4281,
  longitude: 3.4219,
};

describe('saved addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  async function save(account: Account, input: Record<string, unknown>): Promise<SavedAddress> {
    const res = await app.gql(SAVE_ADDRESS, { input }, account.token);
    if (!res.data?.saveAddress) throw new Error(`saveAddress failed: ${JSON.stringify(res.errors)}`);
    return res.data.saveAddress as SavedAddress;
  }

  async function listOf(account: Account): Promise<SavedAddress[]> {
    const res = await app.gql(MY_ADDRESSES, {}, account.token);
    expect(res.errors).toBeUndefined();
    return res.data?.myAddresses as SavedAddress[];
  }

  const defaults = (list: SavedAddress[]) => list.filter((a) => a.isDefault).map((a) => a.label);

  it('needs a session for every read and write', async () => {
    for (const [query, variables] of [
      [MY_ADDRESSES, {}],
      [SAVE_ADDRESS, { input: home }],
      [REMOVE_ADDRESS, { id: crypto.randomUUID() }],
      [SET_DEFAULT_ADDRESS, { id: crypto.randomUUID() }],
    ] as const) {
      const res = await app.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('adds, changes, moves the default and removes, keeping exactly one default', async () => {
    const shopper = await signUp(app);
    const first = await save(shopper, home);
    expect(first).toMatchObject({ label: 'Home', phone: '+2348031234567', latitude: 6.4281, isDefault: true });

    // No pin: placed from its text by the geocoder (the offline gazetteer places Ikeja).
    const work = await save(shopper, {
      label: 'Work',
      recipientName: 'Chioma Okafor',
      phone: '+234 809 876 5432',
      fullAddress: '12 Allen Avenue, Ikeja, Lagos',
    });
    expect(work.isDefault).toBe(false);
    expect(work.latitude).toBeCloseTo(6.6, 0);
    expect(work.longitude).toBeCloseTo(3.35, 0);
    expect((await listOf(shopper)).map((a) => a.label)).toEqual(['Home', 'Work']);

    const moved = await save(shopper, {
      ...home,
      id: work.id,
      label: 'Office',
      latitude: 6.6,
      longitude: 3.36,
      isDefault: true,
    });
    expect(moved).toMatchObject({ id: work.id, label: 'Office', latitude: 6.6, isDefault: true });
    let list = await listOf(shopper);
    expect(list.map((a) => a.label)).toEqual(['Office', 'Home']);
    expect(defaults(list)).toEqual(['Office']);

    const set = await app.gql(SET_DEFAULT_ADDRESS, { id: first.id }, shopper.token);
    expect(set.data?.setDefaultAddress).toMatchObject({ id: first.id, isDefault: true });
    expect(defaults(await listOf(shopper))).toEqual(['Home']);

    const removed = await app.gql(REMOVE_ADDRESS, { id: first.id }, shopper.token);
    expect(removed.data?.removeAddress).toBe(true);
    list = await listOf(shopper);
    expect(list.map((a) => [a.label, a.isDefault])).toEqual([['Office', true]]);

    const again = await app.gql(REMOVE_ADDRESS, { id: first.id }, shopper.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses bad input with the field it is about', async () => {
    const shopper = await signUp(app);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...home, latitude: 51.5072, longitude: -0.1276 }, 'latitude', /in Nigeria/],
      [{ ...home, latitude: 9.06, longitude: null }, 'latitude', /both latitude and longitude/],
      [{ ...home, phone: '+44 20 7946 0958' }, 'phone', /Nigerian phone number/],
      [{ ...home, label: '  ' }, 'label', /label/],
      [{ ...home, label: 'x'.repeat(41) }, 'label', /at most 40/],
      [{ ...home, fullAddress: 'x'.repeat(301) }, 'fullAddress', /at most 300/],
      [{ ...home, latitude: null, longitude: null, fullAddress: 'Qwxyz Zzyq' }, 'fullAddress', /could not find/],
    ];
    for (const [input, field, message] of cases) {
      const res = await app.gql(SAVE_ADDRESS, { input }, shopper.token);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.errors?.[0]?.message).toMatch(message);
    }
    const bigTake = await app.gql(MY_ADDRESSES, { take: -1 }, shopper.token);
    expect(bigTake.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await listOf(shopper)).toEqual([]);
  });

  it("answers another user's address as not found and changes nothing", async () => {
    const ada = await signUp(app);
    const bola = await signUp(app);
    const adaHome = await save(ada, home);
    const adaWork = await save(ada, { ...home, label: 'Work' });
    await save(bola, { ...home, label: 'Bola home' });
    const before = await listOf(ada);

    const attempts = [
      app.gql(SAVE_ADDRESS, { input: { ...home, id: adaWork.id, label: 'Hijacked' } }, bola.token),
      app.gql(SET_DEFAULT_ADDRESS, { id: adaWork.id }, bola.token),
      app.gql(REMOVE_ADDRESS, { id: adaHome.id }, bola.token),
      app.gql(REMOVE_ADDRESS, { id: 'not-an-id' }, bola.token),
      app.gql(SAVE_ADDRESS, { input: { ...home, id: 'not-an-id' } }, bola.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.errors?.[0]).toMatchObject({ message: 'Address not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await listOf(ada)).toEqual(before);
    expect((await listOf(bola)).map((a) => [a.label, a.isDefault])).toEqual([['Bola home', true]]);
  });

  it('keeps at most 20 addresses per user, even when they are added at once', async () => {
    const shopper = await signUp(app);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        app.gql(SAVE_ADDRESS, { input: { ...home, label: `Place ${i}` } }, shopper.token),
      ),
    );
    const refused = results.filter((r) => r.errors);
    expect(results.filter((r) => r.data?.saveAddress)).toHaveLength(20);
    expect(refused).toHaveLength(4);
    for (const res of refused) {
      expect(res.errors?.[0]).toMatchObject({
        message: 'This account already has 20 saved addresses, the most one account can have.',
        extensions: { code: 'QUOTA_EXCEEDED' },
      });
    }
    const list = await listOf(shopper);
    expect(list).toHaveLength(20);
    expect(defaults(list)).toHaveLength(1);
    // Parallel moves of the default still leave exactly one.
    await Promise.all(list.map((a) => app.gql(SET_DEFAULT_ADDRESS, { id: a.id }, shopper.token)));
    expect(defaults(await listOf(shopper))).toHaveLength(1);
    const page = await app.gql(MY_ADDRESSES, { take: 5, skip: 18 }, shopper.token);
    expect(page.data?.myAddresses).toHaveLength(2);
  });

  it('checks out to a saved address, its recipient and phone filling those left empty', async () => {
    const store = await manufacturerAccount(app);
    const cream = await createProduct(app, store, { name: 'Shea Cream', retailPrice: '2500', quantity: 5 });
    const shopper = await signUp(app);
    const saved = await save(shopper, { ...home, label: 'Mum', recipientName: 'Ngozi Okafor', phone: '0705 555 1234' });

    const checkout = orderInput([{ productId: cream.id, quantity: 2 }], {
      address: null,
      addressId: saved.id,
      recipientName: null,
      phone: '',
    });
    const res = await app.gql(
      /* GraphQL */ `
        mutation ($input: PlaceOrderInput!) {
          placeOrder(input: $input) {
            orders(take: 5) {
              recipientName
              phone
              deliveryAddress {
                fullAddress
                latitude
                longitude
              }
            }
          }
        }
      `,
      { input: checkout },
      shopper.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.placeOrder.orders).toEqual([
      {
        recipientName: 'Ngozi Okafor',
        phone: '+2347055551234',
        deliveryAddress: { fullAddress: home.fullAddress, latitude: home.latitude, longitude: home.longitude },
      },
    ]);
    expect(await stockOf(app, cream.id)).toBe(3);

    // Replaying the checkout answers the same order even after the address is removed.
    const replayed = await app.gql(PLACE_ORDER, { input: checkout }, shopper.token);
    expect(replayed.data?.placeOrder.orders).toHaveLength(1);
    expect(await app.gql(REMOVE_ADDRESS, { id: saved.id }, shopper.token)).toMatchObject({
      data: { removeAddress: true },
    });
    const afterRemoval = await app.gql(PLACE_ORDER, { input: checkout }, shopper.token);
    expect(afterRemoval.errors).toBeUndefined();
    expect(afterRemoval.data?.placeOrder.orders).toEqual(replayed.data?.placeOrder.orders);
    expect(await stockOf(app, cream.id)).toBe(3);
    const kept = await save(shopper, { ...home, label: 'Mum' });

    // Someone else's saved address is not found, and nothing is bought.
    const other = await signUp(app);
    const refused = await app.gql(
      PLACE_ORDER,
      { input: orderInput([{ productId: cream.id, quantity: 1 }], { address: null, addressId: kept.id }) },
      other.token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Address not found',
      extensions: { code: 'NOT_FOUND', field: 'addressId' },
    });
    const both = await app.gql(
      PLACE_ORDER,
      { input: orderInput([{ productId: cream.id, quantity: 1 }], { addressId: kept.id }) },
      shopper.token,
    );
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'addressId' });
    expect(await stockOf(app, cream.id)).toBe(3);
  });
});
