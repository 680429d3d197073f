import { BATCH_RECALLED_NO_CHANGES } from '@kasuwa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const BATCH_FIELDS = 'number manufactureDate expiryDate quantity codesRequested recalledAt';
const ADD_BATCH = /* GraphQL */ `
  mutation ($productId: String, $input: BatchInput!) {
    addBatch(productId: $productId, input: $input) {
      id
    }
  }
`;
const UPDATE_BATCH = /* GraphQL */ `
  mutation ($id: String, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) { ${BATCH_FIELDS} }
  }
`;
const GENERATE = /* GraphQL */ `
  mutation ($batchId: String, $count: NumberOrString) {
    generateUnitCodes(batchId: $batchId, count: $count) {
      id
    }
  }
`;
const RECALL = /* GraphQL */ `
  mutation ($batchId: String!, $reason: String!) {
    recallBatch(batchId: $batchId, reason: $reason) {
      recalledAt
    }
  }
`;
const RECORD = /* GraphQL */ `
  mutation ($batchId: String!, $input: BatchSupplyInput!) {
    recordBatchSupply(batchId: $batchId, input: $input) {
      units
    }
  }
`;
const ADD_RETAILERS = /* GraphQL */ `
  mutation ($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) {
      id
    }
  }
`;
const BATCH = /* GraphQL */ `
  query ($id: String) {
    batch(id: $id) { ${BATCH_FIELDS} unitsSupplied latestCodeGeneration { id } }
  }
`;

const FIELDS = { number: 'B-2026-031', manufactureDate: '2026-02-01', expiryDate: '2028-02-01', quantity: 100 };

describe('a recalled batch', () => {
  let app: TestApp;
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  beforeAll(async () => {
    app = await startTestApp();
    maker = await manufacturerAccount(app);
  });
  afterAll(() => app.stop());

  it('can no longer be edited nor get codes, but where it went can still be recorded', async () => {
    const product = await createProduct(app, maker, { name: 'Recalled cream' });
    const added = await app.gql(ADD_BATCH, { productId: product.id, input: FIELDS }, maker.token);
    const batchId = added.data?.addBatch.id as string;
    const shops = await app.gql(
      ADD_RETAILERS,
      {
        rows: [
          {
            name: 'Ikeja Pharmacy',
            fullAddress: '5 Ikeja, Lagos',
            contact: '+234 802 111 2222',
            manufacturerId: maker.manufacturerId,
          },
        ],
      },
      maker.token,
    );
    const storeId = shops.data?.addMultipleRetailer[0].id as string;
    const recalled = await app.gql(RECALL, { batchId, reason: 'Seal faulty on some packs' }, maker.token);
    expect(recalled.errors).toBeUndefined();
    const before = (await app.gql(BATCH, { id: batchId }, maker.token)).data?.batch;

    const edited = await app.gql(
      UPDATE_BATCH,
      { id: batchId, input: { ...FIELDS, number: 'B-2026-032', quantity: 500 } },
      maker.token,
    );
    expect(edited.errors?.[0]).toMatchObject({
      message: BATCH_RECALLED_NO_CHANGES,
      extensions: { code: 'CONFLICT' },
    });
    const coded = await app.gql(GENERATE, { batchId, count: 10 }, maker.token);
    expect(coded.errors?.[0]).toMatchObject({
      message: BATCH_RECALLED_NO_CHANGES,
      extensions: { code: 'CONFLICT' },
    });
    expect((await app.gql(BATCH, { id: batchId }, maker.token)).data?.batch).toEqual(before);
    expect(before).toMatchObject({
      number: FIELDS.number,
      quantity: 100,
      codesRequested: 0,
      latestCodeGeneration: null,
    });

    const supplied = await app.gql(
      RECORD,
      { batchId, input: { storeId, units: 40, suppliedOn: '2026-02-10' } },
      maker.token,
    );
    expect(supplied.errors, JSON.stringify(supplied.errors)).toBeUndefined();
    expect((await app.gql(BATCH, { id: batchId }, maker.token)).data?.batch.unitsSupplied).toBe(40);
  });
});
