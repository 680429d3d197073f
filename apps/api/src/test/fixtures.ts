import type { GraphQLApp } from './test-app';

export const PASSWORD = 'Harmattan@2026';
let counter = 0;

export const uniqueEmail = (prefix = 'maker') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpManufacturerInput!) {
    signUp(signUpManufacturerInput: $input) {
      token
      user {
        id
        email
        manufacturers {
          id
        }
      }
    }
  }
`;

export const CREATE_MANUFACTURER = /* GraphQL */ `
  mutation CreateManufacturer($input: CreateManufacturerInput!) {
    createManufacturer(createManufacturerInput: $input) {
      id
      slug
      businessName
      brandStoreName
      location {
        id
        fullAddress
        latitude
        longitude
      }
      industry
    }
  }
`;

export const CREATE_PRODUCT = /* GraphQL */ `
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(createProductInput: $input) {
      id
      name
      retailPrice
      batchNumber
      barCode
      manufacturerId
      category
    }
  }
`;

export interface Account {
  token: string;
  userId: string;
}

export async function signUp(app: GraphQLApp, email = uniqueEmail()): Promise<Account> {
  const res = await app.gql(SIGN_UP, {
    input: { email, name: 'Ada Maker', password: PASSWORD, confirmPassword: PASSWORD, image: 'placeholder' },
  });
  if (!res.data?.signUp) throw new Error(`signUp failed: ${JSON.stringify(res.errors)}`);
  return { token: res.data.signUp.token, userId: res.data.signUp.user.id };
}

export function businessInput(overrides: Record<string, unknown> = {}) {
  return {
    businessName: 'Ada Cosmetics Ltd',
    brandStoreName: 'Ada Beauty',
    fullAddress: '12 Allen Avenue, Ikeja, Lagos',
    industry: 'BEAUTY_AND_COSMETICS',
    productCategory: ['beautyCosmetics', 'personalCare'],
    ...overrides,
  };
}

/** A signed-up user with one business; returns the manufacturer's id and slug too. */
export async function manufacturerAccount(app: GraphQLApp, overrides: Record<string, unknown> = {}) {
  const account = await signUp(app);
  const res = await app.gql(CREATE_MANUFACTURER, { input: businessInput(overrides) }, account.token);
  if (!res.data?.createManufacturer) throw new Error(`createManufacturer failed: ${JSON.stringify(res.errors)}`);
  const { id, slug } = res.data.createManufacturer as { id: string; slug: string };
  return { ...account, manufacturerId: id, slug };
}

export function productInput(manufacturerId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Shea Butter Cream',
    imageUrl: '/uploads/images/00000000-0000-4000-8000-000000000001.webp',
    description: 'Rich shea butter cream for dry skin.',
    retailPrice: '2500',
    quantity: 10,
    barCode: '',
    batchNumber: 7,
    manufactureDate: '2026-01-01T00:00:00.000Z',
    expiryDate: '2027-01-01T00:00:00.000Z',
    manufacturerId,
    ...overrides,
  };
}

export async function createProduct(
  app: GraphQLApp,
  account: { token: string; manufacturerId: string },
  overrides: Record<string, unknown> = {},
) {
  const res = await app.gql(CREATE_PRODUCT, { input: productInput(account.manufacturerId, overrides) }, account.token);
  if (!res.data?.createProduct) throw new Error(`createProduct failed: ${JSON.stringify(res.errors)}`);
  return res.data.createProduct as { id: string; name: string };
}
