// A benchmark's shop, made through the API as people would: sign-ups, businesses, products.
import { graphql } from './server.mjs';

export const PASSWORD = 'Harmattan@2026';
const IMAGE_URL = '/uploads/images/00000000-0000-4000-8000-000000000001.webp';

const SIGN_UP = `mutation SignUp($input: SignUpManufacturerInput!) {
  signUp(signUpManufacturerInput: $input) { token }
}`;
const CREATE_MANUFACTURER = `mutation CreateManufacturer($input: CreateManufacturerInput!) {
  createManufacturer(createManufacturerInput: $input) { id }
}`;
const CREATE_PRODUCT = `mutation CreateProduct($input: CreateProductInput!) {
  createProduct(createProductInput: $input) { id }
}`;

/** Signs up an account; returns its session token. */
export async function signUp(url, email, name) {
  const { signUp: payload } = await graphql(url, SIGN_UP, {
    input: { email, name, password: PASSWORD, confirmPassword: PASSWORD, image: 'placeholder' },
  });
  return payload.token;
}

/** A business at 12 Allen Avenue, Ikeja (unless `business` says otherwise); returns its id. */
export async function createManufacturer(url, token, business) {
  const input = { fullAddress: '12 Allen Avenue, Ikeja, Lagos', ...business };
  const { createManufacturer: created } = await graphql(url, CREATE_MANUFACTURER, { input }, token);
  return created.id;
}

/** A product with a placeholder image, its first batch numbered 1 and made on 1 January 2026; returns its id. */
export async function createProduct(url, token, product) {
  const input = { imageUrl: IMAGE_URL, batchNumber: 1, manufactureDate: '2026-01-01T00:00:00.000Z', ...product };
  const { createProduct: created } = await graphql(url, CREATE_PRODUCT, { input }, token);
  return created.id;
}

/** Ada Maker (maker@bench.kasuwa.ng) signs up, makes `business` and adds `product` (manufacturerId filled in). */
export async function seedMaker(url, { business, product }) {
  const token = await signUp(url, 'maker@bench.kasuwa.ng', 'Ada Maker');
  const manufacturerId = await createManufacturer(url, token, business);
  const productId = await createProduct(url, token, { ...product, manufacturerId });
  return { token, manufacturerId, productId };
}
