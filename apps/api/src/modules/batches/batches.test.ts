import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, productInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { productBatches } from './batches.table';

const BATCH_FIELDS = 'id number manufactureDate expiryDate quantity codesRequested codesMade codesAvailable recalledAt';

const BATCHES = /* GraphQL */ `
  query ($id: String) {
    product(where: { id: $id }) { id batches { ${BATCH_FIELDS} } }
  }
`;
const ADD_BATCH = /* GraphQL */ `
  mutation ($productId: String, $input: BatchInput!) {
    addBatch(productId: $productId, input: $input) { ${BATCH_FIELDS} }
  }
`;
const UPDATE_BATCH = /* GraphQL */ `
  mutation ($id: String, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) { ${BATCH_FIELDS} }
  }
`;

const UPDATE_PRODUCT = /* GraphQL */ `
  mutation ($input: UpdateProductInput!) {
    updateProduct(updateProductInput: $input) {
      id
      batchNumber
    }
  }
`;

const batch = {
  number: 'B-2026-014',
  manufactureDate: '2026-03-01',
  expiryDate: '2028-03-01',
  quantity: '5000',
};

describe('product batches', () => {
  let app: TestApp;
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  let other: Awaited<ReturnType<typeof manufacturerAccount>>;
  beforeAll(async () => {
    app = await startTestApp();
    maker = await manufacturerAccount(app);
    other = await manufacturerAccount(app, { brandStoreName: 'Other Beauty', businessName: 'Other Ltd' });
  });
  afterAll(() => app.stop());

  it("makes a new product's batch fields its first batch", async () => {
    const product = await createProduct(app, maker, { name: 'First batch cream', batchNumber: 7, batchQuantity: 800 });
    const res = await app.gql(BATCHES, { id: product.id }, maker.token);
    expect(res.data?.product.batches).toEqual([
      expect.objectContaining({
        number: '7',
        quantity: 800,
        manufactureDate: '2026-01-01T00:00:00.000Z',
        expiryDate: '2027-01-01T00:00:00.000Z',
        codesRequested: 0,
        codesAvailable: 800,
        recalledAt: null,
      }),
    ]);
  });

  it("keeps a product's batches when the product is edited, and adds none", async () => {
    const product = await createProduct(app, maker, { name: 'Edited cream', batchNumber: 3 });
    const before = (await app.gql(BATCHES, { id: product.id }, maker.token)).data?.product.batches;
    const input = {
      ...productInput(maker.manufacturerId, { name: 'Edited cream', batchNumber: 4 }),
      id: product.id,
      barCode: '6151234567890',
    };
    const res = await app.gql(UPDATE_PRODUCT, { input }, maker.token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data?.updateProduct).toMatchObject({ batchNumber: 4 });
    const after = await app.gql(BATCHES, { id: product.id }, maker.token);
    expect(after.data?.product.batches).toEqual(before);
    expect(before).toHaveLength(1);
  });

  it('gives a product without any batch (one from before batches) its first batch when its owner saves it', async () => {
    const product = await createProduct(app, maker, { name: 'Old cream', batchNumber: 12, batchQuantity: 300 });
    // As migration 0009 left a product whose dates could not make a batch.
    await app.database.db.delete(productBatches).where(eq(productBatches.productId, product.id));
    expect((await app.gql(BATCHES, { id: product.id }, maker.token)).data?.product.batches).toEqual([]);

    const input = {
      ...productInput(maker.manufacturerId, { name: 'Old cream', batchNumber: 13 }),
      id: product.id,
      barCode: '6151234567890',
    };
    const res = await app.gql(UPDATE_PRODUCT, { input }, maker.token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const after = await app.gql(BATCHES, { id: product.id }, maker.token);
    expect(after.data?.product.batches).toEqual([
      expect.objectContaining({ number: '13', quantity: 10, expiryDate: '2027-01-01T00:00:00.000Z' }),
    ]);
  });

  it('adds, edits and lists batches, the newest first', async () => {
    const product = await createProduct(app, maker, { name: 'Batched cream' });
    const added = await app.gql(ADD_BATCH, { productId: product.id, input: batch }, maker.token);
    expect(added.errors).toBeUndefined();
    expect(added.data?.addBatch).toMatchObject({ number: 'B-2026-014', quantity: 5000, codesAvailable: 5000 });

    const id = added.data?.addBatch.id as string;
    const edited = await app.gql(
      UPDATE_BATCH,
      { id, input: { ...batch, number: 'B-2026-015', quantity: 6000 } },
      maker.token,
    );
    expect(edited.data?.updateBatch).toMatchObject({ id, number: 'B-2026-015', quantity: 6000 });

    const list = await app.gql(BATCHES, { id: product.id }, maker.token);
    expect(list.data?.product.batches.map((b: { number: string }) => b.number)).toEqual(['B-2026-015', '7']);
  });

  it("refuses with the domain's messages, next to their fields", async () => {
    const product = await createProduct(app, maker, { name: 'Checked cream' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...batch, expiryDate: '2026-02-01' }, 'expiryDate', 'Expiry date must be after manufacture date'],
      [{ ...batch, number: '' }, 'number', 'Batch number is required'],
      [{ ...batch, number: 'B#1' }, 'number', 'Use letters, digits, spaces and . / _ - only'],
      [{ ...batch, quantity: '0' }, 'quantity', 'Batch quantity must be at least 1'],
      [{ ...batch, quantity: 'lots' }, 'quantity', 'Batch quantity must be a number'],
      [{ ...batch, manufactureDate: 'soon' }, 'manufactureDate', 'Manufacture date must be a valid date'],
      [{ ...batch, number: '7' }, 'number', 'This product already has a batch numbered "7".'],
    ];
    for (const [input, field, message] of cases) {
      const res = await app.gql(ADD_BATCH, { productId: product.id, input }, maker.token);
      expect(res.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
  });

  it('refuses another manufacturer and anyone signed out, and changes nothing', async () => {
    const product = await createProduct(app, maker, { name: 'Guarded cream' });
    const before = await app.gql(BATCHES, { id: product.id }, maker.token);
    const first = before.data?.product.batches[0];

    const add = await app.gql(ADD_BATCH, { productId: product.id, input: batch }, other.token);
    expect(add.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const edit = await app.gql(UPDATE_BATCH, { id: first.id, input: { ...batch, number: 'X' } }, other.token);
    expect(edit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const read = await app.gql(BATCHES, { id: product.id }, other.token);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(ADD_BATCH, { productId: product.id, input: batch });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await app.gql(UPDATE_BATCH, { id: 'not-an-id', input: batch }, maker.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const after = await app.gql(BATCHES, { id: product.id }, maker.token);
    expect(after.data?.product.batches).toEqual([first]);
  });
});
