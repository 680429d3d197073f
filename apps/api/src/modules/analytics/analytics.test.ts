import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const STATS = `query($id: String!, $period: StatsPeriod) {
  dashboardStats(manufacturerId: $id, period: $period) { period revenue orders returningUsers reach searches landingViews productCount retailerCount }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

it("gives the owner their business's figures for the chosen period, and nobody else", async () => {
  const owner = await manufacturerAccount(app, { brandStoreName: 'Stats Store' });
  const rival = await manufacturerAccount(app, { brandStoreName: 'Stats Rival' });
  await createProduct(app, owner, { name: 'Counted 1' });
  await createProduct(app, owner, { name: 'Counted 2' });
  await app.gql(
    `mutation($rows: [CreateStoreInput!]!) { addMultipleRetailer(createStoreInputs: $rows) { id } }`,
    {
      rows: [
        { name: 'Shop', fullAddress: 'Ikeja, Lagos', contact: '0803 000 0000', manufacturerId: owner.manufacturerId },
      ],
    },
    owner.token,
  );

  const res = await app.gql(STATS, { id: owner.manufacturerId, period: 'QUARTERLY' }, owner.token);
  expect(res.data!.dashboardStats).toEqual({
    period: 'QUARTERLY',
    revenue: 0,
    orders: 0,
    returningUsers: 0,
    reach: 0,
    searches: 0,
    landingViews: 0,
    productCount: 2,
    retailerCount: 1,
  });
  expect((await app.gql(STATS, { id: owner.manufacturerId }, owner.token)).data!.dashboardStats.period).toBe('WEEKLY');
  expect((await app.gql(STATS, { id: owner.manufacturerId })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  expect((await app.gql(STATS, { id: owner.manufacturerId }, rival.token)).errors![0]!.extensions!.code).toBe(
    'FORBIDDEN',
  );
});
