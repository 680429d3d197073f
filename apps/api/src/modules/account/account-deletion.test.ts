import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  CREATE_MANUFACTURER,
  businessInput,
  manufacturerAccount,
  PASSWORD,
  signUp,
  uniqueEmail,
} from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sessions, users } from '../auth/auth.table';
import { locations } from '../locations/locations.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { placeOrder, UPDATE_ORDER_STATUS } from '../orders/orders.fixtures';
import { orderCheckouts, orderLines, orders } from '../orders/orders.table';
import { products } from '../products/products.table';

const DELETE_ACCOUNT = `mutation ($password: String) { deleteAccount(input: { password: $password }) { message } }`;
const ME = `query { me { id } }`;
const LOG_IN = `mutation($email: String!, $password: String!) { logIn(logInInput: { email: $email, password: $password }) { token } }`;
const SET_FAVOURITE = `mutation ($id: String!) { setFavourite(productId: $id, saved: true) }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const db = () => app.database.db;

async function deliver(maker: { token: string }, number: string) {
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
    const res = await app.gql(UPDATE_ORDER_STATUS, { input: { number, status } }, maker.token);
    expect(res.errors).toBeUndefined();
  }
}

describe('deleteAccount', () => {
  it('asks for the right password and changes nothing otherwise', async () => {
    const account = await signUp(app);
    expect((await app.gql(DELETE_ACCOUNT, { password: PASSWORD })).errors![0]!.extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    for (const password of ['', null, 'Wrong@Password1', 'x'.repeat(5000)]) {
      const res = await app.gql(DELETE_ACCOUNT, { password }, account.token);
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    }
    expect((await app.gql(ME, {}, account.token)).data!.me).toEqual({ id: account.userId });
  });

  it("deletes a shopper's account and every session; past orders stay with the store, anonymised", async () => {
    const email = uniqueEmail('leaving');
    const shopper = await signUp(app, email);
    const otherDevice = (await app.gql(LOG_IN, { email, password: PASSWORD })).data!.logIn.token as string;
    const maker = await manufacturerAccount(app, { brandStoreName: 'Kept Books Store' });
    const product = await createProduct(app, maker, { name: 'Kept cream', quantity: 10 });
    await app.gql(SET_FAVOURITE, { id: product.id }, shopper.token);
    const [order] = await placeOrder(app, shopper.token, [{ productId: product.id, quantity: 2 }]);

    // An order still on its way: refused, nothing changes.
    const refused = await app.gql(DELETE_ACCOUNT, { password: PASSWORD }, shopper.token);
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'You have 1 order still in progress or awaiting a refund. Your account can be deleted once it is delivered, cancelled or refunded.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await db().select().from(users).where(eq(users.id, shopper.userId))).toHaveLength(1);

    await deliver(maker, order!.number);
    const res = await app.gql(DELETE_ACCOUNT, { password: PASSWORD }, shopper.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteAccount.message).toBe('Your account has been deleted.');

    expect(await db().select().from(users).where(eq(users.id, shopper.userId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, shopper.userId))).toEqual([]);
    expect((await app.gql(ME, {}, shopper.token)).data!.me).toBeNull();
    expect((await app.gql(ME, {}, otherDevice)).data!.me).toBeNull();
    expect((await app.gql(LOG_IN, { email, password: PASSWORD })).errors![0]!.message).toBe('Invalid credentials');

    // The store's order: what was sold and for how much stays; who bought it does not.
    const [kept] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({
      shopperId: null,
      recipientName: 'Deleted account',
      phone: '',
      deliveryAddress: '',
      deliveryLatitude: null,
      deliveryLongitude: null,
      note: null,
      status: 'DELIVERED',
      totalKobo: order!.total * 100,
    });
    const [checkout] = await db().select().from(orderCheckouts).where(eq(orderCheckouts.id, kept!.checkoutId));
    expect(checkout!.shopperId).toBeNull();
    expect(await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id))).toHaveLength(1);
    const storeView = await app.gql(
      `query ($id: String!) { manufacturerOrders(manufacturerId: $id) { totalCount nodes { number recipientName } } }`,
      { id: maker.manufacturerId },
      maker.token,
    );
    expect(storeView.data!.manufacturerOrders).toEqual({
      totalCount: 1,
      nodes: [{ number: order!.number, recipientName: 'Deleted account' }],
    });
  });

  it('deletes the businesses of an owner with everything under them, but not one that has taken orders', async () => {
    const owner = await manufacturerAccount(app, { businessName: 'Leaving Ltd', brandStoreName: 'Leaving Store' });
    const second = await app.gql(
      CREATE_MANUFACTURER,
      { input: businessInput({ businessName: 'Busy Ltd', brandStoreName: 'Busy Leaving Store' }) },
      owner.token,
    );
    const busyId = second.data!.createManufacturer.id as string;
    const quiet = await createProduct(app, owner, { name: 'Quiet cream' });
    const busy = await createProduct(app, { token: owner.token, manufacturerId: busyId }, { name: 'Busy cream' });
    const shopper = await signUp(app);
    const [order] = await placeOrder(app, shopper.token, [{ productId: busy.id, quantity: 1 }]);
    await deliver({ token: owner.token }, order!.number);

    const refused = await app.gql(DELETE_ACCOUNT, { password: PASSWORD }, owner.token);
    expect(refused.errors?.[0]).toMatchObject({
      message:
        "Busy Leaving Store has 1 order in shoppers' order history, so this account cannot be deleted while it owns it.",
      extensions: { code: 'CONFLICT' },
    });
    // All or nothing: the business without orders is still there too.
    expect(await db().select().from(manufacturers).where(eq(manufacturers.ownerId, owner.userId))).toHaveLength(2);
    expect(await db().select().from(products).where(eq(products.id, quiet.id))).toHaveLength(1);

    // Without the busy business (here moved to another owner in the database), the account goes.
    const other = await signUp(app);
    await db().update(manufacturers).set({ ownerId: other.userId }).where(eq(manufacturers.id, busyId));
    const [quietBusiness] = await db().select().from(manufacturers).where(eq(manufacturers.id, owner.manufacturerId));
    const res = await app.gql(DELETE_ACCOUNT, { password: PASSWORD }, owner.token);
    expect(res.errors).toBeUndefined();
    expect(await db().select().from(manufacturers).where(eq(manufacturers.id, owner.manufacturerId))).toEqual([]);
    expect(await db().select().from(products).where(eq(products.id, quiet.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(locations)
        .where(inArray(locations.id, [quietBusiness!.locationId])),
    ).toEqual([]);
    expect(await db().select().from(manufacturers).where(eq(manufacturers.id, busyId))).toHaveLength(1);
  });
});
