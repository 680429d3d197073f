import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../app/schema';
import { CONTRACT } from './contract-documents';
import { PASSWORD, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

describe("the existing client's documents", () => {
  it.each(Object.entries(CONTRACT))('%s validates against our schema', (_name, document) => {
    expect(validate(schema, parse(document))).toEqual([]);
  });
});

describe('the contract, end to end over HTTP as the existing client speaks it', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The existing client sends Cloudinary URLs: an install serving it lists that origin.
    app = await startTestApp({ imageUrlOrigins: ['https://res.cloudinary.com'] });
  });
  afterAll(() => app.stop());

  it('walks sign-up, business, products, retailers, browsing and log-out', async () => {
    const email = uniqueEmail('contract');
    const signUp = await app.gql(CONTRACT.signUp, {
      signUpManufacturerInput: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        name: 'Chidi',
        image: 'avatar.png',
      },
    });
    expect(signUp.errors).toBeUndefined();
    const userId: string = signUp.data!.signUp.user.id;
    expect(signUp.data!.signUp.user).toEqual({ id: userId, email, manufacturers: [] });

    const logIn = await app.gql(CONTRACT.logIn, { email: email.toUpperCase(), password: PASSWORD });
    expect(logIn.errors).toBeUndefined();
    const token: string = logIn.data!.logIn.token;

    const created = await app.gql(
      CONTRACT.createManufacturer,
      {
        createManufacturerInput: {
          businessName: 'Chidi Foods Ltd',
          brandStoreName: 'Chidi Foods',
          fullAddress: '12 Allen Avenue, Ikeja, Lagos',
          industry: 'CONSUMER_GOODS',
          productCategory: ['foodBeverages', 'household'],
          ownerId: userId,
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const manufacturer = created.data!.createManufacturer;
    expect(manufacturer).toMatchObject({
      businessName: 'Chidi Foods Ltd',
      brandStoreName: 'Chidi Foods',
      industry: 'CONSUMER_GOODS',
    });
    expect(manufacturer.location.id).toEqual(expect.any(String));

    const product = await app.gql(
      CONTRACT.createProduct,
      {
        createProductInput: {
          name: 'Garri Premium 5kg',
          imageUrl: 'https://res.cloudinary.com/demo/image/upload/garri.jpg',
          description: 'Crisp white garri, double sieved.',
          retailPrice: '4500',
          quantity: 20,
          barCode: '',
          batchNumber: 12,
          manufactureDate: '2026-02-01T00:00:00.000Z',
          expiryDate: '2027-02-01T00:00:00.000Z',
          manufacturerId: manufacturer.id,
        },
      },
      token,
    );
    expect(product.errors).toBeUndefined();
    const productId: string = product.data!.createProduct.id;
    expect(product.data!.createProduct).toMatchObject({
      retailPrice: 4500,
      batchNumber: 12,
      barCode: null,
      manufacturerId: manufacturer.id,
    });

    const updated = await app.gql(
      CONTRACT.updateProduct,
      {
        updateProductInput: {
          id: productId,
          name: 'Garri Premium 5kg',
          imageUrl: 'https://res.cloudinary.com/demo/image/upload/garri.jpg',
          description: 'Crisp white garri, double sieved.',
          retailPrice: '4750.50',
          quantity: 18,
          barCode: '6151234567890',
          batchNumber: '13',
          manufactureDate: '2026-02-01T00:00:00.000Z',
          expiryDate: '2027-02-01T00:00:00.000Z',
          manufacturerId: manufacturer.id,
        },
      },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateProduct).toMatchObject({
      retailPrice: 4750.5,
      quantity: 18,
      batchNumber: 13,
      barCode: '6151234567890',
    });

    const retailers = await app.gql(
      CONTRACT.addMultipleRetailer,
      {
        createStoreInputs: [
          {
            name: 'Shoprite Ikeja City Mall',
            fullAddress: 'Obafemi Awolowo Way, Ikeja, Lagos',
            contact: '+234 803 000 0001',
            manufacturerId: manufacturer.id,
          },
          {
            name: 'Wuse Market Stall 12',
            fullAddress: 'Wuse, Abuja',
            contact: '+234 803 000 0002',
            manufacturerId: manufacturer.id,
          },
        ],
      },
      token,
    );
    expect(retailers.errors).toBeUndefined();
    expect(retailers.data!.addMultipleRetailer.map((r: { name: string }) => r.name)).toEqual([
      'Shoprite Ikeja City Mall',
      'Wuse Market Stall 12',
    ]);

    const single = await app.gql(
      CONTRACT.addRetailer,
      {
        createStoreInput: {
          name: 'Mile 1 Market',
          fullAddress: 'Diobu, Port Harcourt',
          contact: '0803 000 0003',
          manufacturerId: manufacturer.id,
        },
      },
      token,
    );
    expect(single.errors).toBeUndefined();

    const list = await app.gql(CONTRACT.manufacturers);
    const listed = list.data!.manufacturers.find((m: { slug: string }) => m.slug === 'chidi-foods');
    expect(listed).toEqual({ brandStoreName: 'Chidi Foods', slug: 'chidi-foods', name: 'Chidi Foods' });

    const one = await app.gql(CONTRACT.manufacturer, { id: manufacturer.id });
    expect(one.data!.manufacturer).toMatchObject({
      id: manufacturer.id,
      slug: 'chidi-foods',
      productCategory: ['foodBeverages', 'household'],
      location: { fullAddress: '12 Allen Avenue, Ikeja, Lagos' },
    });
    expect(one.data!.manufacturer.stores).toHaveLength(3);
    expect(one.data!.manufacturer.stores[0].location.longitude).toEqual(expect.any(Number));

    const storePage = await app.gql(CONTRACT.storeProducts, { slug: { equals: 'chidi-foods' } });
    expect(storePage.data!.products).toEqual([
      expect.objectContaining({
        id: productId,
        name: 'Garri Premium 5kg',
        product: { productCategory: ['foodBeverages', 'household'] },
      }),
    ]);
    const mine = await app.gql(CONTRACT.myProducts, { manufacturerId: { equals: manufacturer.id } });
    expect(mine.data!.products.map((p: { id: string }) => p.id)).toEqual([productId]);

    const got = await app.gql(CONTRACT.getProduct, { where: { id: productId } });
    expect(got.data!.product).toMatchObject({ id: productId, manufactureDate: '2026-02-01T00:00:00.000Z' });

    const locations = await app.gql(CONTRACT.locations);
    expect(locations.data!.locations.length).toBeGreaterThanOrEqual(3);

    const addresses = await app.gql(CONTRACT.searchAddress, { address: '12 Allen Avenue, Ikeja' });
    expect(addresses.data!.searchAddress[0]).toBe('12 Allen Avenue, Ikeja, Lagos');

    const removed = await app.gql(CONTRACT.removeProduct, { where: { id: productId } }, token);
    expect(removed.data!.removeProduct).toEqual({ name: 'Garri Premium 5kg', quantity: 18 });
    expect((await app.gql(CONTRACT.getProduct, { where: { id: productId } })).data!.product).toBeNull();

    const loggedOut = await app.gql(CONTRACT.logOut, { logOutId: userId }, token);
    expect(loggedOut.data!.logOut.message).toEqual(expect.any(String));
    const afterLogout = await app.gql(CONTRACT.removeProduct, { where: { id: productId } }, token);
    expect(afterLogout.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('takes the category filter, the store filter and a product id the client never made up', async () => {
    const byCategory = await app.gql(CONTRACT.productsByCategory, { category: 'petCare' });
    expect(byCategory.errors).toBeUndefined();
    const missing = await app.gql(CONTRACT.getProduct, { where: { id: 'not-an-id' } });
    expect(missing.data!.product).toBeNull();
    const noManufacturer = await app.gql(CONTRACT.manufacturer, { id: 'nope' });
    expect(noManufacturer.data!.manufacturer).toBeNull();
  });
});
