import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, PASSWORD, signUp, uniqueEmail } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sessions, users } from '../auth/auth.table';
import { placeOrder } from '../orders/orders.fixtures';
import { DATA_EXPORT_PATH } from './account.http';
import { DATA_EXPORTS_PER_USER } from './account.service';

const ME = `query { me { id } }`;
const LOG_IN = `mutation($email: String!, $password: String!) { logIn(logInInput: { email: $email, password: $password }) { token } }`;
const LOG_OUT_EVERYWHERE = `mutation { logOutEverywhere { message } }`;
const ADD_RETAILERS = `mutation ($rows: [CreateStoreInput!]!) { addMultipleRetailer(createStoreInputs: $rows) { id } }`;

describe('my account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const download = (token?: string) =>
    fetch(`${app.url}${DATA_EXPORT_PATH}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('logs out of every device, this one included', async () => {
    const email = uniqueEmail('everywhere');
    const here = await signUp(app, email);
    const elsewhere = (await app.gql(LOG_IN, { email, password: PASSWORD })).data!.logIn.token as string;
    const other = await signUp(app);

    expect((await app.gql(LOG_OUT_EVERYWHERE)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const res = await app.gql(LOG_OUT_EVERYWHERE, {}, here.token);
    expect(res.data?.logOutEverywhere.message).toBe('You are logged out on every device.');
    expect((await app.gql(ME, {}, here.token)).data!.me).toBeNull();
    expect((await app.gql(ME, {}, elsewhere)).data!.me).toBeNull();
    expect((await app.gql(ME, {}, other.token)).data!.me).toEqual({ id: other.userId });
  });

  it('downloads everything the account owns as a JSON file, without password or token hashes', async () => {
    const maker = await manufacturerAccount(app);
    const product = await createProduct(app, maker, { name: 'Export cream', quantity: 20 });
    await app.gql(
      ADD_RETAILERS,
      {
        rows: [
          {
            name: 'Export Shop',
            fullAddress: 'Ikeja, Lagos',
            contact: '08031234567',
            manufacturerId: maker.manufacturerId,
          },
        ],
      },
      maker.token,
    );
    const shopper = await signUp(app);
    await placeOrder(app, shopper.token, [{ productId: product.id, quantity: 2 }]);
    await placeOrder(app, maker.token, [{ productId: product.id, quantity: 1 }]);

    const res = await download(maker.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kasuwa-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const [user] = await app.database.db.select().from(users).where(eq(users.id, maker.userId));
    const tokens = await app.database.db.select().from(sessions).where(eq(sessions.userId, maker.userId));
    expect(text).not.toContain(user!.passwordHash);
    for (const session of tokens) expect(text).not.toContain(session.tokenHash);
    expect(text).not.toMatch(/passwordHash|tokenHash/);
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: maker.userId, name: 'Ada Maker' });
    expect(data.signIns.length).toBeGreaterThan(0);
    expect(data.businesses.map((b: { id: string }) => b.id)).toEqual([maker.manufacturerId]);
    expect(data.products.map((p: { name: string }) => p.name)).toEqual(['Export cream']);
    expect(data.batches).toHaveLength(1);
    expect(data.retailers).toEqual([expect.objectContaining({ name: 'Export Shop', contact: '+2348031234567' })]);
    // The maker bought once from their own store; the shopper's order is theirs as the store.
    expect(data.ordersAsShopper).toHaveLength(1);
    expect(data.ordersAsStore).toHaveLength(2);
    expect(data.ordersAsStore[0].lines).toEqual([expect.objectContaining({ name: 'Export cream', quantity: 2 })]);

    const shopperData = await (await download(shopper.token)).json();
    expect(shopperData.businesses).toEqual([]);
    expect(shopperData.ordersAsShopper).toEqual([expect.objectContaining({ recipientName: 'Chioma Okafor' })]);
    expect(shopperData.ordersAsStore).toEqual([]);
  });

  it('is for the signed-in owner only, and a few times an hour', async () => {
    expect((await download()).status).toBe(401);
    expect((await download('not-a-token')).status).toBe(401);
    const person = await signUp(app);
    for (let i = 0; i < DATA_EXPORTS_PER_USER.points; i += 1) expect((await download(person.token)).status).toBe(200);
    const refused = await download(person.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
