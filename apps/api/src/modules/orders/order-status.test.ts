import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp, uniqueEmail, type Account } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { outgoingMails } from '../mail/mail.table';
import { canMove } from './order-rules';
import { CANCEL_ORDER, ORDER, placeOrder, stockOf, UPDATE_ORDER_STATUS } from './orders.fixtures';
import { ORDER_STATUSES, type OrderStatus } from './orders.table';

/** How the store walks an order to each status from PENDING. */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  PENDING: [],
  CONFIRMED: ['CONFIRMED'],
  SHIPPED: ['CONFIRMED', 'SHIPPED'],
  DELIVERED: ['CONFIRMED', 'SHIPPED', 'DELIVERED'],
  CANCELLED: ['CANCELLED'],
};

describe('order statuses', () => {
  let app: TestApp;
  let store: Account & { manufacturerId: string };
  let shopper: Account;
  let shopperEmail: string;
  let productId: string;

  beforeAll(async () => {
    app = await startTestApp();
    store = await manufacturerAccount(app);
    shopperEmail = uniqueEmail('shopper');
    shopper = await signUp(app, shopperEmail);
    productId = (await createProduct(app, store, { quantity: 1000 })).id;
  });
  afterAll(() => app.stop());

  const move = (number: string, status: OrderStatus, token = store.token, reason?: string) =>
    app.gql(
      UPDATE_ORDER_STATUS,
      { input: { number, status, reason: reason ?? 'Out of stock at the warehouse' } },
      token,
    );
  const read = async (number: string, token = shopper.token) => (await app.gql(ORDER, { number }, token)).data?.order;

  async function orderIn(status: OrderStatus): Promise<string> {
    const [order] = await placeOrder(app, shopper.token, [{ productId, quantity: 2 }]);
    if (!order) throw new Error('no order');
    for (const step of PATH[status]) {
      const res = await move(order.number, step);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    }
    return order.number;
  }

  it('lets the store make exactly the allowed moves, and refuses every other one changing nothing', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const number = await orderIn(from);
        const stockBefore = await stockOf(app, productId);
        const res = await move(number, to);
        const after = await read(number);
        if (canMove('MANUFACTURER', from, to)) {
          expect(res.errors, `${from} -> ${to}`).toBeUndefined();
          expect(after.status).toBe(to);
          expect(after.timeline.at(-1)).toMatchObject({ status: to, actor: 'MANUFACTURER' });
          expect(await stockOf(app, productId)).toBe(stockBefore + (to === 'CANCELLED' ? 2 : 0));
        } else {
          expect(res.errors?.[0]?.extensions?.code, `${from} -> ${to}`).toBe('CONFLICT');
          expect(after.status).toBe(from);
          expect(after.timeline).toHaveLength(PATH[from].length + 1);
          expect(await stockOf(app, productId)).toBe(stockBefore);
        }
      }
    }
    // The table itself: forward one step at a time, cancel before delivery.
    expect(
      ORDER_STATUSES.flatMap((f) =>
        ORDER_STATUSES.filter((t) => canMove('MANUFACTURER', f, t)).map((t) => `${f}>${t}`),
      ),
    ).toEqual([
      'PENDING>CONFIRMED',
      'PENDING>CANCELLED',
      'CONFIRMED>SHIPPED',
      'CONFIRMED>CANCELLED',
      'SHIPPED>DELIVERED',
      'SHIPPED>CANCELLED',
    ]);
  }, 120_000);

  it('lets the shopper cancel before shipping only, returning the stock', async () => {
    for (const from of ORDER_STATUSES) {
      const number = await orderIn(from);
      const stockBefore = await stockOf(app, productId);
      const res = await app.gql(CANCEL_ORDER, { number }, shopper.token);
      const after = await read(number);
      if (from === 'PENDING' || from === 'CONFIRMED') {
        expect(res.data?.cancelOrder.status, from).toBe('CANCELLED');
        expect(after.timeline.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'SHOPPER' });
        expect(await stockOf(app, productId)).toBe(stockBefore + 2);
      } else {
        expect(res.errors?.[0]?.extensions?.code, from).toBe('CONFLICT');
        expect(after.status).toBe(from);
        expect(await stockOf(app, productId)).toBe(stockBefore);
      }
    }
    const shipped = await orderIn('SHIPPED');
    const refused = await app.gql(CANCEL_ORDER, { number: shipped }, shopper.token);
    expect(refused.errors?.[0]?.message).toBe('The order has shipped; it can no longer be cancelled.');
  }, 60_000);

  it('marks a paid-on-delivery order paid when delivered', async () => {
    const number = await orderIn('DELIVERED');
    expect(await read(number)).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    const cancelled = await orderIn('CANCELLED');
    expect(await read(cancelled)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'UNPAID' });
  });

  it('needs a reason when the store cancels, and keeps it', async () => {
    const number = await orderIn('CONFIRMED');
    const res = await app.gql(
      UPDATE_ORDER_STATUS,
      { input: { number, status: 'CANCELLED', reason: ' ' } },
      store.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Say why the order is cancelled',
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    expect((await read(number)).status).toBe('CONFIRMED');
    await move(number, 'CANCELLED', store.token, 'The courier lost the parcel');
    expect(await read(number)).toMatchObject({ status: 'CANCELLED', cancelReason: 'The courier lost the parcel' });
  });

  it('refuses another shopper and another store, changing nothing', async () => {
    const number = await orderIn('PENDING');
    const stranger = await signUp(app);
    const otherStore = await manufacturerAccount(app, { brandStoreName: 'Other Store' });
    const attempts = [
      app.gql(CANCEL_ORDER, { number }, stranger.token),
      app.gql(CANCEL_ORDER, { number }, otherStore.token),
      // The store owner is not the shopper: it cannot use the shopper's cancel.
      app.gql(CANCEL_ORDER, { number }, store.token),
      move(number, 'CONFIRMED', otherStore.token),
      move(number, 'CANCELLED', otherStore.token),
      // The shopper does not own the store.
      move(number, 'CONFIRMED', shopper.token),
      move(number, 'CONFIRMED', stranger.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await read(number, stranger.token)).toBeNull();
    expect(await read(number, otherStore.token)).toBeNull();
    expect(await read(number, store.token)).toMatchObject({ status: 'PENDING' });
    expect((await read(number)).timeline).toHaveLength(1);
    const anonymous = await app.gql(CANCEL_ORDER, { number });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await app.gql(CANCEL_ORDER, { number: 'not-a-number' }, shopper.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('mails the shopper and the store on placing, and the shopper on each change', async () => {
    const storeEmail = uniqueEmail('owner');
    const owner = await signUp(app, storeEmail);
    const res = await app.gql(
      /* GraphQL */ `
        mutation ($input: CreateManufacturerInput!) {
          createManufacturer(createManufacturerInput: $input) {
            id
          }
        }
      `,
      {
        input: {
          businessName: 'Mail Test Ltd',
          brandStoreName: 'Mail Test',
          fullAddress: '12 Allen Avenue, Ikeja, Lagos',
          industry: 'BEAUTY_AND_COSMETICS',
          productCategory: ['beautyCosmetics'],
        },
      },
      owner.token,
    );
    const mailStore = { ...owner, manufacturerId: res.data?.createManufacturer.id as string };
    const product = await createProduct(app, mailStore, { name: 'Mailed Cream', quantity: 5 });
    const [order] = await placeOrder(app, shopper.token, [{ productId: product.id, quantity: 1 }]);
    if (!order) throw new Error('no order');
    await move(order.number, 'CONFIRMED', owner.token);
    await move(order.number, 'SHIPPED', owner.token);
    const mails = async (to: string) =>
      (
        await app.database.db
          .select({ subject: outgoingMails.subject, text: outgoingMails.text })
          .from(outgoingMails)
          .where(eq(outgoingMails.to, to))
          .orderBy(asc(outgoingMails.createdAt))
      ).filter((m) => m.subject.includes(order.number) || m.text.includes(order.number));
    const toOwner = await mails(storeEmail);
    expect(toOwner.map((m) => m.subject)).toEqual([`New order ${order.number}`]);
    expect(toOwner[0]?.text).toContain('1 × Mailed Cream');
    expect((await mails(shopperEmail)).map((m) => m.subject)).toEqual([
      `Order ${order.number} received`,
      `Order ${order.number} is confirmed by the store`,
      `Order ${order.number} is on its way`,
    ]);
  });
});
