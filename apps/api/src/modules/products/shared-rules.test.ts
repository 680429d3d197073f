import {
  dayInLagos,
  EXPIRY_AFTER_MANUFACTURE,
  MANUFACTURE_DATE_IN_FUTURE,
  RETAIL_PRICE_ABOVE_ZERO,
  RETAILER_CONTACT_MESSAGE,
} from '@kasuwa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_PRODUCT, createProduct, manufacturerAccount, productInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { stores } from '../retailers/retailers.table';

const ADD_BATCH = /* GraphQL */ `
  mutation ($productId: String, $input: BatchInput!) {
    addBatch(productId: $productId, input: $input) {
      id
      expiryDate
    }
  }
`;
const ADD_RETAILERS = /* GraphQL */ `
  mutation ($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) {
      id
      name
      contact
    }
  }
`;
const STORES = /* GraphQL */ `
  query ($id: String!) {
    stores(where: { manufacturerId: { equals: $id } }) {
      name
      contact
    }
  }
`;

const tomorrow = () => dayInLagos(new Date(Date.now() + 24 * 60 * 60 * 1000));

/** The same rules from packages/domain, as the API gives them: price, production dates, contacts. */
describe('the shared product and retailer rules through the API', () => {
  let app: TestApp;
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  beforeAll(async () => {
    app = await startTestApp();
    maker = await manufacturerAccount(app);
  });
  afterAll(() => app.stop());

  const refusal = async (overrides: Record<string, unknown>) => {
    const res = await app.gql(CREATE_PRODUCT, { input: productInput(maker.manufacturerId, overrides) }, maker.token);
    expect(res.data?.createProduct ?? null).toBeNull();
    const [error] = res.errors ?? [];
    return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message };
  };

  it('refuses a price of ₦0', async () => {
    expect(await refusal({ retailPrice: '0' })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'retailPrice',
      message: RETAIL_PRICE_ABOVE_ZERO,
    });
  });

  it('refuses a manufacture date in the future and an expiry before manufacture', async () => {
    expect(await refusal({ manufactureDate: tomorrow(), expiryDate: '2099-01-01' })).toMatchObject({
      field: 'manufactureDate',
      message: MANUFACTURE_DATE_IN_FUTURE,
    });
    expect(await refusal({ manufactureDate: '2026-02-01', expiryDate: '2026-01-01' })).toMatchObject({
      field: 'expiryDate',
      message: EXPIRY_AFTER_MANUFACTURE,
    });
  });

  it('records an old batch whose expiry has passed, so that its codes can still be checked', async () => {
    const product = await createProduct(app, maker, { manufactureDate: '2020-01-01', expiryDate: '2021-01-01' });
    const added = await app.gql(
      ADD_BATCH,
      {
        productId: product.id,
        input: { number: 'OLD-1', manufactureDate: '2019-05-01', expiryDate: '2020-05-01', quantity: '10' },
      },
      maker.token,
    );
    expect(added.errors).toBeUndefined();
    const future = await app.gql(
      ADD_BATCH,
      {
        productId: product.id,
        input: { number: 'NEXT-1', manufactureDate: tomorrow(), expiryDate: '2099-01-01', quantity: '10' },
      },
      maker.token,
    );
    expect(future.errors?.[0]?.message).toBe(MANUFACTURE_DATE_IN_FUTURE);
  });

  it('keeps a retailer phone number in E.164, shows it as people write it, and takes an email', async () => {
    const row = (name: string, contact: string) => ({
      name,
      fullAddress: 'Ikeja, Lagos',
      contact,
      manufacturerId: maker.manufacturerId,
    });
    const res = await app.gql(
      ADD_RETAILERS,
      { rows: [row('Phone Shop', '+234 803 123 4567'), row('Mail Shop', 'Orders@MailShop.ng')] },
      maker.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.addMultipleRetailer.map((s: { contact: string }) => s.contact)).toEqual([
      '0803 123 4567',
      'orders@mailshop.ng',
    ]);
    const [stored] = await app.database.db.select().from(stores).where(eq(stores.name, 'Phone Shop'));
    expect(stored?.contact).toBe('+2348031234567');
  });

  it('refuses a contact that is neither, and changes nothing', async () => {
    const res = await app.gql(
      ADD_RETAILERS,
      {
        rows: [
          {
            name: 'Fine Shop',
            fullAddress: 'Ikeja, Lagos',
            contact: '08031234567',
            manufacturerId: maker.manufacturerId,
          },
          {
            name: 'Maybe Shop',
            fullAddress: 'Ikeja, Lagos',
            contact: 'call me maybe',
            manufacturerId: maker.manufacturerId,
          },
        ],
      },
      maker.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: RETAILER_CONTACT_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: '2.contact' },
    });
    const listed = await app.gql(STORES, { id: maker.manufacturerId }, maker.token);
    expect(listed.data?.stores.map((s: { name: string }) => s.name)).not.toContain('Fine Shop');
  });

  it('shows a contact saved before the rule as it was typed', async () => {
    const [phoneShop] = await app.database.db.select().from(stores).where(eq(stores.name, 'Phone Shop'));
    await app.database.db.insert(stores).values({
      manufacturerId: maker.manufacturerId,
      name: 'Old Shop',
      contact: 'ask for Musa',
      locationId: phoneShop!.locationId,
    });
    const listed = await app.gql(STORES, { id: maker.manufacturerId }, maker.token);
    expect(listed.data?.stores).toContainEqual({ name: 'Old Shop', contact: 'ask for Musa' });
  });
});
