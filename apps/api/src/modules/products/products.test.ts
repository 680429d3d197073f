import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_PRODUCT, createProduct, manufacturerAccount, productInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateProductInput!) {
    updateProduct(updateProductInput: $input) {
      id
      name
      retailPrice
      barCode
      batchNumber
      quantity
      updatedAt
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($id: String) {
    removeProduct(where: { id: $id }) {
      id
      name
    }
  }
`;
const GET = /* GraphQL */ `
  query Get($id: String) {
    product(where: { id: $id }) {
      id
      name
      retailPrice
      category
      batchQuantity
      thumbnailUrl
      imageUrl
      manufacturer {
        slug
      }
      product {
        productCategory
      }
    }
  }
`;
const PRODUCTS = /* GraphQL */ `
  query Products($where: ProductWhereInput, $take: Int, $skip: Int) {
    products(where: $where, take: $take, skip: $skip) {
      id
      name
    }
  }
`;

let app: TestApp;
let owner: Awaited<ReturnType<typeof manufacturerAccount>>;
let rival: Awaited<ReturnType<typeof manufacturerAccount>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await manufacturerAccount(app, { brandStoreName: 'Owner Store' });
  rival = await manufacturerAccount(app, { brandStoreName: 'Rival Store' });
});
afterAll(() => app.stop());

const productCount = async (manufacturerId: string) =>
  (await app.gql(PRODUCTS, { where: { manufacturerId: { equals: manufacturerId } } })).data!.products.length as number;

const updateInput = (id: string, overrides: Record<string, unknown> = {}) => ({
  ...productInput(owner.manufacturerId),
  id,
  barCode: '6151234567890',
  ...overrides,
});

describe('createProduct', () => {
  it('stores money exactly from a string and returns absolute image URLs', async () => {
    const res = await app.gql(
      CREATE_PRODUCT,
      {
        input: productInput(owner.manufacturerId, {
          name: 'Exact Price',
          retailPrice: '1999.99',
          category: 'personalCare',
          batchQuantity: 500,
        }),
      },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    const got = await app.gql(GET, { id: res.data!.createProduct.id });
    expect(got.data!.product).toMatchObject({
      retailPrice: 1999.99,
      category: 'personalCare',
      batchQuantity: 500,
      imageUrl: `${app.url}/uploads/images/00000000-0000-4000-8000-000000000001.webp`,
      thumbnailUrl: `${app.url}/uploads/images/00000000-0000-4000-8000-000000000001.thumb.webp`,
      manufacturer: { slug: owner.slug },
      product: { productCategory: ['beautyCosmetics', 'personalCare'] },
    });
  });

  it.each([
    [{ name: '' }, 'Product name is required', 'name'],
    [{ description: '' }, 'Description is required', 'description'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters', 'description'],
    [{ retailPrice: '' }, 'Retail price is required', 'retailPrice'],
    [{ retailPrice: 'ten naira' }, 'Retail price must be a valid amount', 'retailPrice'],
    [{ quantity: null }, 'Quantity is required', 'quantity'],
    [{ quantity: 0 }, 'Quantity must be at least 1', 'quantity'],
    [{ batchNumber: null }, 'Batch number is required', 'batchNumber'],
    [{ batchNumber: 0 }, 'Batch number must be at least 1', 'batchNumber'],
    [{ manufactureDate: '' }, 'Manufacture date is required', 'manufactureDate'],
    [{ expiryDate: null }, 'Expiry date is required', 'expiryDate'],
    [{ expiryDate: '2025-01-01T00:00:00.000Z' }, 'Expiry date must be after manufacture date', 'expiryDate'],
    [{ imageUrl: '' }, 'Please upload an image before submitting.', 'imageUrl'],
    [{ category: 'spaceships' }, 'Unknown product category', 'category'],
  ])('refuses %j with "%s" and stores nothing', async (override, message, field) => {
    const before = await productCount(owner.manufacturerId);
    const res = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(owner.manufacturerId, { name: 'Invalid one', ...override }) },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await productCount(owner.manufacturerId)).toBe(before);
  });

  it('keeps names unique within one manufacturer, not across all', async () => {
    await createProduct(app, owner, { name: 'Shared Name' });
    const again = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(owner.manufacturerId, { name: 'shared name' }) },
      owner.token,
    );
    expect(again.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    const elsewhere = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(rival.manufacturerId, { name: 'Shared Name' }) },
      rival.token,
    );
    expect(elsewhere.errors).toBeUndefined();
  });

  it('needs a token and a manufacturerId of the caller', async () => {
    const before = await productCount(owner.manufacturerId);
    const anonymous = await app.gql(CREATE_PRODUCT, { input: productInput(owner.manufacturerId, { name: 'Sneaky' }) });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const foreign = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(owner.manufacturerId, { name: 'Sneaky' }) },
      rival.token,
    );
    expect(foreign.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const madeUp = await app.gql(
      CREATE_PRODUCT,
      { input: productInput('not-a-uuid', { name: 'Sneaky' }) },
      rival.token,
    );
    expect(madeUp.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await productCount(owner.manufacturerId)).toBe(before);
  });
});

describe('updateProduct', () => {
  it('changes the product and its updatedAt', async () => {
    const product = await createProduct(app, owner, { name: 'To Update' });
    const res = await app.gql(
      UPDATE,
      { input: updateInput(product.id, { name: 'Updated', retailPrice: 3100, quantity: 4, batchNumber: '9' }) },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProduct).toMatchObject({
      name: 'Updated',
      retailPrice: 3100,
      quantity: 4,
      batchNumber: 9,
      barCode: '6151234567890',
    });
  });

  it.each([
    [{ barCode: '' }, 'Barcode is required', 'barCode'],
    [{ batchNumber: '' }, 'Batch number is required', 'batchNumber'],
    [{ description: 'short' }, 'Description must be at least 10 characters', 'description'],
  ])('refuses %j with "%s"', async (override, message, field) => {
    const product = await createProduct(app, owner, { name: `Edit rule ${field}` });
    const res = await app.gql(
      UPDATE,
      { input: updateInput(product.id, { name: `Edit rule ${field}`, ...override }) },
      owner.token,
    );
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('accepts batch number 0 on edit (required only)', async () => {
    const product = await createProduct(app, owner, { name: 'Batch zero' });
    const res = await app.gql(
      UPDATE,
      { input: updateInput(product.id, { name: 'Batch zero', batchNumber: 0 }) },
      owner.token,
    );
    expect(res.data!.updateProduct.batchNumber).toBe(0);
  });

  it("refuses another manufacturer's product, and unknown ids", async () => {
    const product = await createProduct(app, owner, { name: 'Guarded' });
    const foreign = await app.gql(
      UPDATE,
      { input: updateInput(product.id, { name: 'Hijacked', manufacturerId: rival.manufacturerId }) },
      rival.token,
    );
    expect(foreign.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const moveAway = await app.gql(
      UPDATE,
      { input: updateInput(product.id, { manufacturerId: rival.manufacturerId }) },
      owner.token,
    );
    expect(moveAway.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const unknown = await app.gql(UPDATE, { input: updateInput('00000000-0000-4000-8000-000000000000') }, owner.token);
    expect(unknown.errors![0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    expect((await app.gql(GET, { id: product.id })).data!.product.name).toBe('Guarded');
  });
});

describe('removeProduct', () => {
  it('removes only the owner’s product', async () => {
    const product = await createProduct(app, owner, { name: 'Doomed' });
    expect((await app.gql(REMOVE, { id: product.id })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(REMOVE, { id: product.id }, rival.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await app.gql(GET, { id: product.id })).data!.product).not.toBeNull();
    expect((await app.gql(REMOVE, { id: product.id }, owner.token)).data!.removeProduct.name).toBe('Doomed');
    expect((await app.gql(GET, { id: product.id })).data!.product).toBeNull();
    expect((await app.gql(REMOVE, { id: product.id }, owner.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});

describe('products filters', () => {
  it('filters by category, by store, and by a case-insensitive name search within one store or across all', async () => {
    const store = await manufacturerAccount(app, { brandStoreName: 'Filter Store' });
    await createProduct(app, store, { name: 'Cocoa Butter Lotion', category: 'personalCare' });
    await createProduct(app, store, { name: 'Kids Toothpaste', category: 'babyChildren' });
    await createProduct(app, rival, { name: 'Cocoa Powder 500g', category: 'foodBeverages' });

    const names = async (where: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      ((await app.gql(PRODUCTS, { where, ...extra })).data!.products as { name: string }[]).map((p) => p.name).sort();

    expect(await names({ manufacturer: { slug: { equals: store.slug } } })).toEqual([
      'Cocoa Butter Lotion',
      'Kids Toothpaste',
    ]);
    expect(await names({ manufacturer: { slug: { equals: store.slug } }, category: 'babyChildren' })).toEqual([
      'Kids Toothpaste',
    ]);
    expect(
      await names({ manufacturer: { slug: { equals: store.slug } }, name: { contains: 'COCOA', mode: 'insensitive' } }),
    ).toEqual(['Cocoa Butter Lotion']);
    expect(await names({ name: { contains: 'cocoa', mode: 'insensitive' } })).toEqual([
      'Cocoa Butter Lotion',
      'Cocoa Powder 500g',
    ]);
    expect(await names({ name: { contains: '100%' } })).toEqual([]);
    expect(await names({ manufacturerId: { equals: 'garbage' } })).toEqual([]);
    expect(await names({ manufacturer: { slug: { equals: store.slug } } }, { take: 1 })).toHaveLength(1);
  });

  it('filters by any of several categories', async () => {
    const store = await manufacturerAccount(app, { brandStoreName: 'Many Categories' });
    await createProduct(app, store, { name: 'In A', category: 'homeDecor' });
    await createProduct(app, store, { name: 'In B', category: 'sportingGoods' });
    await createProduct(app, store, { name: 'Out', category: 'petCare' });
    const where = (categoryIn: string[]) => ({ manufacturer: { slug: { equals: store.slug } }, categoryIn });
    const names = async (categoryIn: string[]) =>
      ((await app.gql(PRODUCTS, { where: where(categoryIn) })).data!.products as { name: string }[])
        .map((p) => p.name)
        .sort();
    expect(await names(['homeDecor', 'sportingGoods'])).toEqual(['In A', 'In B']);
    expect(await names([])).toEqual([]);
  });

  it('excludes ids (related products)', async () => {
    const store = await manufacturerAccount(app, { brandStoreName: 'Related Store' });
    const a = await createProduct(app, store, { name: 'Related A', category: 'petCare' });
    await createProduct(app, store, { name: 'Related B', category: 'petCare' });
    const res = await app.gql(PRODUCTS, { where: { category: 'petCare', id: { notIn: [a.id] } } });
    expect(res.data!.products.map((p: { name: string }) => p.name)).toContain('Related B');
    expect(res.data!.products.map((p: { id: string }) => p.id)).not.toContain(a.id);
  });
});
