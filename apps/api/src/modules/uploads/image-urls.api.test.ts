import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_MANUFACTURER,
  CREATE_PRODUCT,
  businessInput,
  createProduct,
  manufacturerAccount,
  productInput,
  signUp,
} from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products } from '../products/products.table';
import { UPLOAD_IMAGE_FIRST } from './image-url-rule';
import { uploadTestImage } from './test-images';

const UPDATE_PRODUCT = /* GraphQL */ `
  mutation Update($input: UpdateProductInput!) {
    updateProduct(updateProductInput: $input) {
      id
      imageUrl
    }
  }
`;
const PRODUCT = /* GraphQL */ `
  query Product($id: String) {
    product(where: { id: $id }) {
      imageUrl
    }
  }
`;
const HOSTILE = [
  'javascript:alert(document.cookie)',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+',
  'https://tracker.example/pixel.gif',
];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ imageUrlOrigins: ['https://res.cloudinary.com'] });
});
afterAll(() => app.stop());

const refused = (field: string) => ({ message: UPLOAD_IMAGE_FIRST, extensions: { code: 'BAD_USER_INPUT', field } });

describe('product images', () => {
  it.each(HOSTILE)('refuses %s on create and on update', async (imageUrl) => {
    const owner = await manufacturerAccount(app);
    const created = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(owner.manufacturerId, { imageUrl }) },
      owner.token,
    );
    expect(created.errors?.[0]).toMatchObject(refused('imageUrl'));

    const product = await createProduct(app, owner);
    const input = { ...productInput(owner.manufacturerId, { imageUrl, barCode: '123' }), id: product.id };
    const updated = await app.gql(UPDATE_PRODUCT, { input }, owner.token);
    expect(updated.errors?.[0]).toMatchObject(refused('imageUrl'));
    const [row] = await app.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.imageUrl).toBe(productInput(owner.manufacturerId).imageUrl);
  });

  it('accepts the URL /upload answered, stores its path, and answers it as an absolute URL', async () => {
    const owner = await manufacturerAccount(app);
    const secureUrl = (await uploadTestImage(app.url, owner.token)).secure_url;
    const created = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(owner.manufacturerId, { imageUrl: secureUrl }) },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createProduct.id as string;
    const [row] = await app.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.imageUrl).toBe(new URL(secureUrl).pathname);
    expect((await app.gql(PRODUCT, { id })).data!.product.imageUrl).toBe(secureUrl);
  });

  it('accepts https images on a configured origin as they are', async () => {
    const owner = await manufacturerAccount(app);
    const imageUrl = 'https://res.cloudinary.com/demo/image/upload/garri.jpg';
    const created = await app.gql(
      CREATE_PRODUCT,
      { input: productInput(owner.manufacturerId, { imageUrl }) },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    expect((await app.gql(PRODUCT, { id: created.data!.createProduct.id })).data!.product.imageUrl).toBe(imageUrl);
  });
});

describe('brand images', () => {
  it.each(HOSTILE)('refuses %s', async (brandImage) => {
    const account = await signUp(app);
    const res = await app.gql(CREATE_MANUFACTURER, { input: businessInput({ brandImage }) }, account.token);
    expect(res.errors?.[0]).toMatchObject(refused('brandImage'));
    expect(res.data ?? null).toBeNull();
  });

  it('accepts our own upload and stores its path', async () => {
    const account = await signUp(app);
    const secureUrl = (await uploadTestImage(app.url, account.token)).secure_url;
    const res = await app.gql(CREATE_MANUFACTURER, { input: businessInput({ brandImage: secureUrl }) }, account.token);
    expect(res.errors).toBeUndefined();
    const [row] = await app.database.db
      .select()
      .from(manufacturers)
      .where(eq(manufacturers.id, res.data!.createManufacturer.id as string));
    expect(row!.brandImage).toBe(new URL(secureUrl).pathname);
  });
});
