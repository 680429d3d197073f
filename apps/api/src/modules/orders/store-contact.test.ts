import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessInput,
  CREATE_MANUFACTURER,
  createProduct,
  manufacturerAccount,
  signUp,
  uniqueEmail,
  type Account,
} from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { placeOrder } from './orders.fixtures';

const ORDER_CONTACT = /* GraphQL */ `
  query ($number: String!) {
    order(number: $number) {
      number
      storeContact {
        name
        email
        address
      }
    }
  }
`;

const MY_ORDERS_CONTACT = /* GraphQL */ `
  query {
    myOrders(first: 24) {
      nodes {
        number
        storeContact {
          email
        }
      }
    }
  }
`;

describe("an order's store contact", () => {
  let app: TestApp;
  const ownerEmail = uniqueEmail('owner');
  let store: Account & { manufacturerId: string };
  let shopper: Account;
  let number: string;

  beforeAll(async () => {
    app = await startTestApp();
    const owner = await signUp(app, ownerEmail);
    const created = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ brandStoreName: 'Zainab Oils', fullAddress: '3 Broad Street, Lagos' }) },
      owner.token,
    );
    store = { ...owner, manufacturerId: created.data?.createManufacturer.id as string };
    shopper = await signUp(app);
    const product = await createProduct(app, store, { name: 'Palm Kernel Oil', retailPrice: '2500', quantity: 5 });
    const [order] = await placeOrder(app, shopper.token, [{ productId: product.id, quantity: 1 }]);
    number = order?.number ?? '';
  });
  afterAll(() => app.stop());

  it("gives the order's shopper and its store the store's name, owner email and address", async () => {
    const expected = { name: 'Zainab Oils', email: ownerEmail, address: '3 Broad Street, Lagos' };
    const forShopper = await app.gql(ORDER_CONTACT, { number }, shopper.token);
    expect(forShopper.errors).toBeUndefined();
    expect(forShopper.data?.order.storeContact).toEqual(expected);
    const forStore = await app.gql(ORDER_CONTACT, { number }, store.token);
    expect(forStore.data?.order.storeContact).toEqual(expected);
    const listed = await app.gql(MY_ORDERS_CONTACT, {}, shopper.token);
    expect(listed.data?.myOrders.nodes).toEqual([{ number, storeContact: { email: ownerEmail } }]);
  });

  it('shows nothing of it to another shopper, another store or anyone signed out', async () => {
    const otherShopper = await signUp(app);
    const otherStore = await manufacturerAccount(app, { brandStoreName: 'Someone Else' });
    for (const token of [otherShopper.token, otherStore.token]) {
      const res = await app.gql(ORDER_CONTACT, { number }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data?.order).toBeNull();
    }
    const theirs = await app.gql(MY_ORDERS_CONTACT, {}, otherShopper.token);
    expect(theirs.data?.myOrders.nodes).toEqual([]);
    const anonymous = await app.gql(ORDER_CONTACT, { number });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.order ?? null).toBeNull();
  });

  it("offers Cancel only to the order's shopper, not to its store reading the same order", async () => {
    const CAN_CANCEL = `query ($number: String!) { order(number: $number) { shopperCanCancel } }`;
    expect((await app.gql(CAN_CANCEL, { number }, shopper.token)).data?.order.shopperCanCancel).toBe(true);
    expect((await app.gql(CAN_CANCEL, { number }, store.token)).data?.order.shopperCanCancel).toBe(false);
  });
});
