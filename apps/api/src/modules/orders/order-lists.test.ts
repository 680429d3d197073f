import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp, type Account } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { placeOrder, UPDATE_ORDER_STATUS } from './orders.fixtures';

const MY_ORDERS = /* GraphQL */ `
  query ($status: [OrderStatus!], $first: Int, $after: String) {
    myOrders(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        number
        status
        manufacturer {
          brandStoreName
        }
        lines(take: 50) {
          name
        }
        timeline(take: 5) {
          status
        }
      }
    }
  }
`;

const STORE_ORDERS = /* GraphQL */ `
  query ($id: String!, $status: [OrderStatus!], $search: String, $sort: OrderSort, $first: Int, $after: String) {
    manufacturerOrders(
      manufacturerId: $id
      status: $status
      search: $search
      sort: $sort
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        number
        total
        recipientName
        itemCount
        lineCount
      }
    }
    newOrderCount(manufacturerId: $id)
  }
`;

describe('order lists and the CSV export', () => {
  let app: TestApp;
  let store: Account & { manufacturerId: string };
  let shopper: Account;
  const numbers: string[] = [];
  let queries = 0;

  beforeAll(async () => {
    app = await startTestApp({ onQuery: () => void (queries += 1) });
    store = await manufacturerAccount(app);
    shopper = await signUp(app);
    const cheap = await createProduct(app, store, { name: 'Cheap', retailPrice: '100', quantity: 100 });
    const dear = await createProduct(app, store, { name: '=HYPERLINK("x")', retailPrice: '5000', quantity: 100 });
    for (let i = 0; i < 5; i++) {
      const [order] = await placeOrder(
        app,
        shopper.token,
        [
          { productId: cheap.id, quantity: i + 1 },
          { productId: dear.id, quantity: i === 2 ? 3 : 1 },
        ],
        { recipientName: i === 4 ? '+Tunde Bakare' : `Customer ${i}` },
      );
      numbers.push(order?.number ?? '');
    }
    await app.gql(UPDATE_ORDER_STATUS, { input: { number: numbers[0], status: 'CONFIRMED' } }, store.token);
  });
  afterAll(() => app.stop());

  it("pages the shopper's orders newest first, filtered by status, at a constant number of statements", async () => {
    const first = await app.gql(MY_ORDERS, { first: 2 }, shopper.token);
    expect(first.data?.myOrders.totalCount).toBe(5);
    expect(first.data?.myOrders.nodes.map((o: { number: string }) => o.number)).toEqual([numbers[4], numbers[3]]);
    const next = await app.gql(MY_ORDERS, { first: 10, after: first.data?.myOrders.pageInfo.endCursor }, shopper.token);
    expect(next.data?.myOrders.nodes.map((o: { number: string }) => o.number)).toEqual([
      numbers[2],
      numbers[1],
      numbers[0],
    ]);
    const confirmed = await app.gql(MY_ORDERS, { status: ['CONFIRMED', 'SHIPPED'], first: 24 }, shopper.token);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.myOrders).toMatchObject({
      totalCount: 1,
      nodes: [{ number: numbers[0], status: 'CONFIRMED' }],
    });
    expect(confirmed.data?.myOrders.nodes[0].timeline).toEqual([{ status: 'PENDING' }, { status: 'CONFIRMED' }]);

    queries = 0;
    await app.gql(MY_ORDERS, { first: 1 }, shopper.token);
    const forOne = queries;
    queries = 0;
    const all = await app.gql(MY_ORDERS, { first: 5 }, shopper.token);
    expect(all.data?.myOrders.nodes).toHaveLength(5);
    expect(queries).toBe(forOne);
    const anonymous = await app.gql(MY_ORDERS, { first: 1 });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("pages, sorts and searches the store's orders, and counts the new ones", async () => {
    const newest = await app.gql(STORE_ORDERS, { id: store.manufacturerId }, store.token);
    expect(newest.data?.manufacturerOrders.totalCount).toBe(5);
    expect(newest.data?.newOrderCount).toBe(4);
    const byTotal = await app.gql(STORE_ORDERS, { id: store.manufacturerId, sort: 'TOTAL', first: 2 }, store.token);
    // Order 2 has 3 × 5,000 + 3 × 100.
    expect(byTotal.data?.manufacturerOrders.nodes.map((o: { total: number }) => o.total)).toEqual([15300, 5500]);
    // The units and the products in each order, without listing its lines: 3 + 3, then 5 + 1.
    expect(byTotal.data?.manufacturerOrders.nodes.map((o: { itemCount: number }) => o.itemCount)).toEqual([6, 6]);
    expect(byTotal.data?.manufacturerOrders.nodes.map((o: { lineCount: number }) => o.lineCount)).toEqual([2, 2]);
    const rest = await app.gql(
      STORE_ORDERS,
      {
        id: store.manufacturerId,
        sort: 'TOTAL',
        first: 10,
        after: byTotal.data?.manufacturerOrders.pageInfo.endCursor,
      },
      store.token,
    );
    expect(rest.data?.manufacturerOrders.nodes.map((o: { total: number }) => o.total)).toEqual([5400, 5200, 5100]);
    const oldest = await app.gql(STORE_ORDERS, { id: store.manufacturerId, sort: 'OLDEST', first: 1 }, store.token);
    expect(oldest.data?.manufacturerOrders.nodes[0].number).toBe(numbers[0]);
    const byName = await app.gql(STORE_ORDERS, { id: store.manufacturerId, search: 'customer 3' }, store.token);
    expect(byName.data?.manufacturerOrders.nodes.map((o: { number: string }) => o.number)).toEqual([numbers[3]]);
    const byNumber = await app.gql(
      STORE_ORDERS,
      { id: store.manufacturerId, search: numbers[1]?.slice(4).toLowerCase() },
      store.token,
    );
    expect(byNumber.data?.manufacturerOrders.nodes.map((o: { number: string }) => o.number)).toEqual([numbers[1]]);
    const pending = await app.gql(STORE_ORDERS, { id: store.manufacturerId, status: ['PENDING'] }, store.token);
    expect(pending.data?.manufacturerOrders.totalCount).toBe(4);

    const other = await manufacturerAccount(app, { brandStoreName: 'Someone Else' });
    const refused = await app.gql(STORE_ORDERS, { id: store.manufacturerId }, other.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bigPage = await app.gql(STORE_ORDERS, { id: store.manufacturerId, first: 500 }, store.token);
    expect(bigPage.data?.manufacturerOrders.nodes).toHaveLength(5);
    const longSearch = await app.gql(STORE_ORDERS, { id: store.manufacturerId, search: 'x'.repeat(101) }, store.token);
    expect(longSearch.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
  });

  it('passes the query-cost rule for a full page of orders with their lines and timeline', async () => {
    const res = await app.gql(MY_ORDERS, { first: 24 }, shopper.token);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });

  it('exports the filtered orders as CSV for the owning store only, cells safe from formulas', async () => {
    const url = (query: string) => `${app.url}/orders/export.csv?manufacturerId=${store.manufacturerId}${query}`;
    const res = await fetch(url(''), { headers: { authorization: `Bearer ${store.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = (await res.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe('number,date,customer,phone,items,total (naira),payment method,payment status,status');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toContain(`${numbers[4]},`);
    expect(rows[1]).toContain(",'+Tunde Bakare,'+2348031234567,");
    // A formula at the start of a cell is neutralised; inside a cell it is plain text.
    expect(rows[1]).toContain(`"1 x =HYPERLINK(""x""); 5 x Cheap",5500.00,PAY_ON_DELIVERY,UNPAID,PENDING`);

    const confirmed = await fetch(url('&status=CONFIRMED'), { headers: { authorization: `Bearer ${store.token}` } });
    const confirmedRows = (await confirmed.text()).trimEnd().split('\r\n');
    expect(confirmedRows).toHaveLength(2);
    expect(confirmedRows[1]).toMatch(new RegExp(`^${numbers[0]},.*,CONFIRMED$`));
    const searched = await fetch(url('&search=customer%201'), { headers: { authorization: `Bearer ${store.token}` } });
    expect((await searched.text()).trimEnd().split('\r\n')).toHaveLength(2);

    expect((await fetch(url(''))).status).toBe(401);
    const other = await manufacturerAccount(app, { brandStoreName: 'Snooper' });
    expect((await fetch(url(''), { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(403);
    expect((await fetch(url('&status=LOST'), { headers: { authorization: `Bearer ${store.token}` } })).status).toBe(
      400,
    );
  });
});
