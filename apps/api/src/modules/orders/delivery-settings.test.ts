import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerAccount, type Account } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const DELIVERY_SETTINGS = /* GraphQL */ `
  query DeliverySettings($manufacturerId: String!) {
    manufacturer(where: { id: $manufacturerId }) {
      deliverySettings {
        fee
        freeAbove
      }
    }
  }
`;

const SET_DELIVERY_SETTINGS = /* GraphQL */ `
  mutation SetDeliverySettings($input: DeliverySettingsInput!) {
    setDeliverySettings(input: $input) {
      fee
      freeAbove
    }
  }
`;

describe("a store's delivery settings", () => {
  let app: TestApp;
  let store: Account & { manufacturerId: string };

  beforeAll(async () => {
    app = await startTestApp();
    store = await manufacturerAccount(app);
  });
  afterAll(() => app.stop());

  it('are free delivery until the store sets them, then what it saved', async () => {
    const before = await app.gql(DELIVERY_SETTINGS, { manufacturerId: store.manufacturerId });
    expect(before.errors).toBeUndefined();
    expect(before.data?.manufacturer?.deliverySettings).toEqual({ fee: 0, freeAbove: null });

    const saved = await app.gql(
      SET_DELIVERY_SETTINGS,
      { input: { manufacturerId: store.manufacturerId, fee: '1,500', freeAbove: '20000' } },
      store.token,
    );
    expect(saved.data?.setDeliverySettings).toEqual({ fee: 1500, freeAbove: 20000 });
    const after = await app.gql(DELIVERY_SETTINGS, { manufacturerId: store.manufacturerId });
    expect(after.data?.manufacturer?.deliverySettings).toEqual({ fee: 1500, freeAbove: 20000 });
  });
});
