import { FAVOURITE_PRODUCTS_MAX } from '@kasuwa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const MY_SAVED = /* GraphQL */ `
  query {
    mySaved {
      productIds
      manufacturerIds
    }
  }
`;
const MY_FAVOURITE_PRODUCTS = /* GraphQL */ `
  query ($take: Int) {
    myFavouriteProducts(take: $take) {
      id
      name
    }
  }
`;
const SET_FAVOURITE = /* GraphQL */ `
  mutation ($productId: String, $saved: Boolean!) {
    setFavourite(productId: $productId, saved: $saved)
  }
`;
const SET_FOLLOWING = /* GraphQL */ `
  mutation ($manufacturerId: String, $following: Boolean!) {
    setFollowing(manufacturerId: $manufacturerId, following: $following) {
      id
      followerCount
    }
  }
`;
const MERGE_SAVED = /* GraphQL */ `
  mutation ($productIds: [String!], $manufacturerIds: [String!]) {
    mergeSaved(productIds: $productIds, manufacturerIds: $manufacturerIds) {
      productIds
      manufacturerIds
    }
  }
`;
const STORE_FOLLOWERS = /* GraphQL */ `
  query ($slug: String!) {
    manufacturers(where: { slug: { equals: $slug } }) {
      id
      followerCount
    }
  }
`;
const REMOVE_PRODUCT = /* GraphQL */ `
  mutation ($id: String!) {
    removeProduct(where: { id: $id }) {
      id
    }
  }
`;

describe('favourite products and followed stores', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const followers = async (slug: string) =>
    ((await app.gql(STORE_FOLLOWERS, { slug })).data?.manufacturers as { followerCount: number }[])[0]!.followerCount;

  it('needs a session for every read and write', async () => {
    for (const [query, variables] of [
      [MY_SAVED, {}],
      [MY_FAVOURITE_PRODUCTS, {}],
      [SET_FAVOURITE, { productId: crypto.randomUUID(), saved: true }],
      [SET_FOLLOWING, { manufacturerId: crypto.randomUUID(), following: true }],
      [MERGE_SAVED, { productIds: [] }],
    ] as const) {
      const res = await app.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('saves and forgets products, newest first, once each; a deleted product leaves the list', async () => {
    const maker = await manufacturerAccount(app);
    const oil = await createProduct(app, maker, { name: 'Palm Kernel Oil' });
    const soap = await createProduct(app, maker, { name: 'Black Soap' });
    const shopper = await signUp(app);

    for (const id of [oil.id, soap.id, oil.id]) {
      const res = await app.gql(SET_FAVOURITE, { productId: id, saved: true }, shopper.token);
      expect(res.data?.setFavourite).toBe(true);
    }
    expect((await app.gql(MY_SAVED, {}, shopper.token)).data?.mySaved).toEqual({
      productIds: [soap.id, oil.id],
      manufacturerIds: [],
    });
    const listed = await app.gql(MY_FAVOURITE_PRODUCTS, {}, shopper.token);
    expect(listed.data?.myFavouriteProducts).toEqual([
      { id: soap.id, name: 'Black Soap' },
      { id: oil.id, name: 'Palm Kernel Oil' },
    ]);

    const forgot = await app.gql(SET_FAVOURITE, { productId: oil.id, saved: false }, shopper.token);
    expect(forgot.data?.setFavourite).toBe(false);
    expect((await app.gql(REMOVE_PRODUCT, { id: soap.id }, maker.token)).errors).toBeUndefined();
    expect((await app.gql(MY_SAVED, {}, shopper.token)).data?.mySaved).toEqual({ productIds: [], manufacturerIds: [] });
  });

  it('refuses an unknown or malformed product, changing nothing', async () => {
    const shopper = await signUp(app);
    for (const productId of [crypto.randomUUID(), 'not-an-id', '']) {
      const res = await app.gql(SET_FAVOURITE, { productId, saved: true }, shopper.token);
      expect(res.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await app.gql(MY_SAVED, {}, shopper.token)).data?.mySaved).toEqual({ productIds: [], manufacturerIds: [] });
  });

  it("follows and unfollows a store, and the store's follower count follows", async () => {
    const maker = await manufacturerAccount(app);
    const [ada, bola] = [await signUp(app), await signUp(app)];
    expect(await followers(maker.slug)).toBe(0);

    const first = await app.gql(SET_FOLLOWING, { manufacturerId: maker.manufacturerId, following: true }, ada.token);
    expect(first.data?.setFollowing).toEqual({ id: maker.manufacturerId, followerCount: 1 });
    // Following twice counts once.
    await app.gql(SET_FOLLOWING, { manufacturerId: maker.manufacturerId, following: true }, ada.token);
    await app.gql(SET_FOLLOWING, { manufacturerId: maker.manufacturerId, following: true }, bola.token);
    expect(await followers(maker.slug)).toBe(2);

    const left = await app.gql(SET_FOLLOWING, { manufacturerId: maker.manufacturerId, following: false }, ada.token);
    expect(left.data?.setFollowing).toEqual({ id: maker.manufacturerId, followerCount: 1 });
    expect((await app.gql(MY_SAVED, {}, bola.token)).data?.mySaved).toEqual({
      productIds: [],
      manufacturerIds: [maker.manufacturerId],
    });

    const unknown = await app.gql(SET_FOLLOWING, { manufacturerId: crypto.randomUUID(), following: true }, ada.token);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Store not found', extensions: { code: 'NOT_FOUND' } });
  });

  it("merges a guest's favourites and follows into the account, dropping ids that no longer exist", async () => {
    const maker = await manufacturerAccount(app);
    const other = await manufacturerAccount(app, { brandStoreName: 'Other Store' });
    const cream = await createProduct(app, maker, { name: 'Cocoa Cream' });
    const balm = await createProduct(app, maker, { name: 'Lip Balm' });
    const shopper = await signUp(app);
    await app.gql(SET_FAVOURITE, { productId: cream.id, saved: true }, shopper.token);

    const merged = await app.gql(
      MERGE_SAVED,
      {
        productIds: [balm.id, cream.id, crypto.randomUUID(), 'junk'],
        manufacturerIds: [other.manufacturerId, crypto.randomUUID()],
      },
      shopper.token,
    );
    expect(merged.errors).toBeUndefined();
    expect(merged.data?.mergeSaved).toEqual({
      productIds: expect.arrayContaining([balm.id, cream.id]),
      manufacturerIds: [other.manufacturerId],
    });
    expect((merged.data?.mergeSaved as { productIds: string[] }).productIds).toHaveLength(2);
    expect(await followers(other.slug)).toBe(1);
  });

  it('bounds what a merge may send and what an account may keep', async () => {
    const shopper = await signUp(app);
    const tooMany = Array.from({ length: FAVOURITE_PRODUCTS_MAX + 1 }, () => crypto.randomUUID());
    const res = await app.gql(MERGE_SAVED, { productIds: tooMany }, shopper.token);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'productIds' } });
  });
});
