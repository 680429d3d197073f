import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

// The browser's sign-in is shared with the dashboard's helpers.
export { signInBrowser } from '../fixtures';

/** Helpers for the business and retailer journeys: fresh users and businesses through the real API. */

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpManufacturerInput!) {
    signUp(signUpManufacturerInput: $input) {
      token
      user {
        id
      }
    }
  }
`;

const CREATE_BUSINESS = /* GraphQL */ `
  mutation CreateManufacturer($input: CreateManufacturerInput!) {
    createManufacturer(createManufacturerInput: $input) {
      id
      slug
    }
  }
`;

const ADD_RETAILERS = /* GraphQL */ `
  mutation AddMultipleRetailer($inputs: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $inputs) {
      id
    }
  }
`;

export interface TestUser {
  token: string;
  userId: string;
  manufacturerId?: string;
  slug?: string;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function call<T>(request: APIRequestContext, query: string, variables: object, token?: string): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A new user without a business. */
export async function signUpUser(request: APIRequestContext): Promise<TestUser> {
  const password = 'Makerbrand@2026';
  const data = await call<{ signUp: { token: string; user: { id: string } } }>(request, SIGN_UP, {
    input: { email: `maker-${unique()}@example.ng`, name: 'Chidi Okafor', password, confirmPassword: password },
  });
  return { token: data.signUp.token, userId: data.signUp.user.id };
}

/** A new user who owns a new business. */
export async function signUpWithBusiness(request: APIRequestContext, brandStoreName = `Test Store ${unique()}`) {
  const user = await signUpUser(request);
  const data = await call<{ createManufacturer: { id: string; slug: string } }>(
    request,
    CREATE_BUSINESS,
    {
      input: {
        businessName: 'Okafor Foods Ltd',
        brandStoreName,
        fullAddress: '12 Allen Avenue, Ikeja, Lagos',
        industry: 'CONSUMER_GOODS',
        productCategory: ['foodBeverages', 'household'],
      },
    },
    user.token,
  );
  return { ...user, manufacturerId: data.createManufacturer.id, slug: data.createManufacturer.slug };
}

export async function addRetailers(request: APIRequestContext, user: TestUser, names: readonly string[]) {
  await call(
    request,
    ADD_RETAILERS,
    {
      inputs: names.map((name, index) => ({
        name,
        fullAddress: index % 2 ? 'Surulere, Lagos' : '5 Ikeja, Lagos',
        contact: `0803000000${index}`,
        manufacturerId: user.manufacturerId,
      })),
    },
    user.token,
  );
}

/** Fails one GraphQL operation (by name) with a server error; others pass through. */
export async function failOperation(page: Page, operationName: string) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes(`query ${operationName}`) || body.includes(`mutation ${operationName}`)) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"Boom"}]}' });
    } else {
      await route.fallback();
    }
  });
}
