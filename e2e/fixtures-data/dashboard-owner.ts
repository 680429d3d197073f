/** Manufacturers with a session, made through the real API, for the dashboard's browser tests. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInBrowser } from '../fixtures';

// A 16x16 green PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqQgnCTGMaqgYDSWW4Zo0ANru0wHfnedEAAAAAElFTkSuQmCC',
  'base64',
);

export interface Owner {
  token: string;
  userId: string;
  manufacturerId: string | null;
  slug: string | null;
}

export async function graphql<T>(request: APIRequestContext, query: string, variables: object, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A fresh user through the real API, with a business unless `withBusiness` is false. */
export async function createOwner(
  request: APIRequestContext,
  { withBusiness = true, businessName = '', brandStoreName = '' } = {},
): Promise<Owner> {
  const email = `maker-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
  const password = 'Makerbrand@2026';
  const { signUp } = await graphql<{ signUp: { token: string; user: { id: string } } }>(
    request,
    `
      mutation SignUp($input: SignUpManufacturerInput!) {
        signUp(signUpManufacturerInput: $input) {
          token
          user {
            id
          }
        }
      }
    `,
    { input: { email, name: 'Ngozi Okafor', password, confirmPassword: password } },
  );
  const owner: Owner = { token: signUp.token, userId: signUp.user.id, manufacturerId: null, slug: null };
  if (!withBusiness) return owner;
  const suffix = Math.random().toString(36).slice(2, 7);
  const { createManufacturer } = await graphql<{ createManufacturer: { id: string; slug: string } }>(
    request,
    `
      mutation CreateManufacturer($input: CreateManufacturerInput!) {
        createManufacturer(createManufacturerInput: $input) {
          id
          slug
        }
      }
    `,
    {
      input: {
        businessName: `${businessName || 'Okafor Foods'} ${suffix}`,
        brandStoreName: `${brandStoreName || 'Okafor Kitchen'} ${suffix}`,
        fullAddress: '12 Allen Avenue, Ikeja, Lagos',
        industry: ['CONSUMER_GOODS'],
        productCategory: ['foodBeverages'],
        ownerId: signUp.user.id,
      },
    },
    signUp.token,
  );
  return { ...owner, manufacturerId: createManufacturer.id, slug: createManufacturer.slug };
}

/** Uploads the small PNG as the owner: its URL, for products. */
export async function uploadProductImage(request: APIRequestContext, owner: Owner): Promise<string> {
  const upload = await request.post('/upload', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: { file: { name: 'product.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBe(true);
  return ((await upload.json()) as { secure_url: string }).secure_url;
}

export interface ProductChoices {
  retailPrice?: string;
  quantity?: number;
  category?: string;
  /** An image already uploaded (uploadProductImage), so that many products need one upload. */
  imageUrl?: string;
}

export async function createProduct(
  request: APIRequestContext,
  owner: Owner,
  name: string,
  choices: ProductChoices = {},
) {
  const imageUrl = choices.imageUrl ?? (await uploadProductImage(request, owner));
  const { createProduct: product } = await graphql<{ createProduct: { id: string } }>(
    request,
    `
      mutation CreateProduct($input: CreateProductInput!) {
        createProduct(createProductInput: $input) {
          id
        }
      }
    `,
    {
      input: {
        name,
        description: 'Sun-dried plantain chips, lightly salted.',
        imageUrl,
        retailPrice: choices.retailPrice ?? '1250',
        quantity: choices.quantity ?? 40,
        batchNumber: '3',
        manufactureDate: '2026-01-10T00:00:00.000Z',
        expiryDate: '2026-12-10T00:00:00.000Z',
        category: choices.category ?? 'foodBeverages',
        manufacturerId: owner.manufacturerId,
      },
    },
    owner.token,
  );
  return product.id;
}

/** Signs the browser in as the owner (session cookie and stored ids) before the app starts. */
export const signIn = (page: Page, owner: Owner) => signInBrowser(page, owner);

/** The name of the operation in a GraphQL request body (the app sends it only inside the document). */
export const operationName = (body: string | null) =>
  /^\s*(?:query|mutation)\s+(\w+)/.exec((JSON.parse(body ?? '{}') as { query?: string }).query ?? '')?.[1];
