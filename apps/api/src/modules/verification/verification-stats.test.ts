import { haversineKm, VERIFICATION_STATS_DAYS_MESSAGE } from '@kasuwa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { batchWithCodes } from './verification.fixtures';
import { fakeReports } from './verification.table';

const VERIFY = /* GraphQL */ `
  mutation ($code: String!, $location: VerifyLocationInput) {
    verifyCode(code: $code, location: $location) {
      result
    }
  }
`;
const STATS = /* GraphQL */ `
  query ($manufacturerId: String!, $days: Int) {
    manufacturerVerificationStats(manufacturerId: $manufacturerId, days: $days) {
      from
      to
      checks
      genuine
      alreadyVerified
      expired
      recalled
      codesVerified
      likelyCopies
      reports
      daily {
        day
        checks
        warnings
      }
    }
  }
`;
const COPIES = /* GraphQL */ `
  query ($manufacturerId: String!, $take: Int, $skip: Int) {
    manufacturerLikelyCopies(manufacturerId: $manufacturerId, take: $take, skip: $skip) {
      unitCodeId
      serial
      batchId
      batchNumber
      productId
      productName
      verifications
      firstVerifiedAt
      lastVerifiedAt
      places
      farthestApartKm
      reasons
    }
  }
`;

const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const LAGOS_ISLAND = { latitude: 6.4541, longitude: 3.3947 };
/** About 420 km east of Ikeja. */
const ENUGU = { latitude: 6.4584, longitude: 7.5464 };
/** 0.6 degrees north and east of Ikeja: its box spans enough degrees, yet it is under 100 km away. */
const NEAR_DIAGONAL = { latitude: 7.2018, longitude: 3.9515 };

describe("the manufacturer's verification figures and likely copies", () => {
  let app: TestApp;
  let now = new Date('2026-06-10T12:00:00Z');
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  let other: Awaited<ReturnType<typeof manufacturerAccount>>;
  let productId: string;

  beforeAll(async () => {
    app = await startTestApp({ clock: () => now });
    maker = await manufacturerAccount(app);
    other = await manufacturerAccount(app, { businessName: 'Other Ltd', brandStoreName: 'Other Brand' });
    productId = (await createProduct(app, maker, { name: 'Shea Butter Cream' })).id;
  });
  afterAll(() => app.stop());

  const verifyAt = async (at: string, code: string, location?: { latitude: number; longitude: number }) => {
    now = new Date(at);
    const res = await app.gql(VERIFY, { code, location });
    expect(res.errors).toBeUndefined();
    return res.data?.verifyCode.result as string;
  };

  describe('figures over a period', () => {
    it('counts checks by result and by Lagos day, every day present, zeros included; other brands and unknown codes not counted', async () => {
      const fresh = await manufacturerAccount(app, { businessName: 'Stats Ltd', brandStoreName: 'Stats Brand' });
      const product = await createProduct(app, fresh, { name: 'Counted Soap' });
      const live = await batchWithCodes(app, product.id, { count: 3 });
      const expired = await batchWithCodes(app, product.id, { expiryDate: new Date('2026-01-01T00:00:00Z') });
      const recalled = await batchWithCodes(app, product.id, { recallReason: 'Seal may be broken' });
      const elsewhere = await batchWithCodes(app, productId);

      // 23:30 on 7 June in Lagos: the day before the 3-day period.
      expect(await verifyAt('2026-06-07T22:30:00Z', live.codes[2]!)).toBe('GENUINE');
      // 00:30 on 8 June in Lagos (still 7 June in UTC): the period's first day.
      expect(await verifyAt('2026-06-07T23:30:00Z', live.codes[0]!)).toBe('GENUINE');
      expect(await verifyAt('2026-06-08T10:00:00Z', live.codes[0]!)).toBe('ALREADY_VERIFIED');
      // 00:30 on 10 June in Lagos.
      expect(await verifyAt('2026-06-09T23:30:00Z', live.codes[1]!)).toBe('GENUINE');
      expect(await verifyAt('2026-06-10T09:00:00Z', expired.codes[0]!)).toBe('EXPIRED');
      expect(await verifyAt('2026-06-10T10:00:00Z', recalled.codes[0]!)).toBe('RECALLED');
      expect(await verifyAt('2026-06-10T10:30:00Z', live.codes[1]!)).toBe('ALREADY_VERIFIED');
      expect(await verifyAt('2026-06-10T11:00:00Z', elsewhere.codes[0]!)).toBe('GENUINE');
      expect(await verifyAt('2026-06-10T11:00:00Z', 'ABCD-EFGH-JKLM-NPQR')).toMatch(/MISTYPED|NOT_FOUND/);
      await app.database.db.insert(fakeReports).values([
        {
          manufacturerId: fresh.manufacturerId,
          photoUrl: '/uploads/images/00000000-0000-4000-8000-000000000002.webp',
          boughtAtAddress: 'Oshodi market',
          createdAt: new Date('2026-06-09T08:00:00Z'),
        },
        {
          manufacturerId: fresh.manufacturerId,
          photoUrl: '/uploads/images/00000000-0000-4000-8000-000000000002.webp',
          boughtAtAddress: 'Oshodi market',
          createdAt: new Date('2026-05-01T08:00:00Z'),
        },
      ]);

      now = new Date('2026-06-10T12:00:00Z');
      const res = await app.gql(STATS, { manufacturerId: fresh.manufacturerId, days: 3 }, fresh.token);
      expect(res.errors).toBeUndefined();
      expect(res.data?.manufacturerVerificationStats).toEqual({
        from: '2026-06-07T23:00:00.000Z',
        to: '2026-06-10T12:00:00.000Z',
        checks: 6,
        genuine: 2,
        alreadyVerified: 2,
        expired: 1,
        recalled: 1,
        codesVerified: 4,
        likelyCopies: 0,
        reports: 1,
        daily: [
          { day: '2026-06-08', checks: 2, warnings: 1 },
          { day: '2026-06-09', checks: 0, warnings: 0 },
          { day: '2026-06-10', checks: 4, warnings: 3 },
        ],
      });

      // 30 days by default, ending today; the check on 7 June now counts.
      const month = (await app.gql(STATS, { manufacturerId: fresh.manufacturerId }, fresh.token)).data
        ?.manufacturerVerificationStats;
      expect(month.daily).toHaveLength(30);
      expect(month.daily[0].day).toBe('2026-05-12');
      expect(month.daily.at(-1).day).toBe('2026-06-10');
      expect(month.checks).toBe(7);
      expect(month.daily.find((d: { day: string }) => d.day === '2026-06-07').checks).toBe(1);
    });

    it('refuses a period outside 1..365 days, another maker and a guest', async () => {
      for (const days of [0, -3, 366]) {
        const res = await app.gql(STATS, { manufacturerId: maker.manufacturerId, days }, maker.token);
        expect(res.errors?.[0]).toMatchObject({
          message: VERIFICATION_STATS_DAYS_MESSAGE,
          extensions: { code: 'BAD_USER_INPUT', field: 'days' },
        });
      }
      const year = await app.gql(STATS, { manufacturerId: maker.manufacturerId, days: 365 }, maker.token);
      expect(year.data?.manufacturerVerificationStats.daily).toHaveLength(365);
      const stranger = await app.gql(STATS, { manufacturerId: maker.manufacturerId }, other.token);
      expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const guest = await app.gql(STATS, { manufacturerId: maker.manufacturerId });
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('likely copies', () => {
    it('lists codes checked more than 3 times and codes checked more than 100 km apart, the latest checked first', async () => {
      const { batch, codes } = await batchWithCodes(app, productId, { number: 'COPY-1', count: 6 });
      const [many, far, near, thrice, diagonal, once] = codes as [string, string, string, string, string, string];
      for (const hour of ['08', '09', '10', '11']) await verifyAt(`2026-06-01T${hour}:00:00Z`, many);
      await verifyAt('2026-06-02T08:00:00Z', far, IKEJA);
      await verifyAt('2026-06-03T08:00:00Z', far, ENUGU);
      await verifyAt('2026-06-04T08:00:00Z', near, IKEJA);
      await verifyAt('2026-06-04T09:00:00Z', near, LAGOS_ISLAND);
      for (const hour of ['08', '09', '10']) await verifyAt(`2026-06-05T${hour}:00:00Z`, thrice);
      await verifyAt('2026-06-06T08:00:00Z', diagonal, IKEJA);
      await verifyAt('2026-06-06T09:00:00Z', diagonal, NEAR_DIAGONAL);
      await verifyAt('2026-06-06T10:00:00Z', once, ENUGU);
      now = new Date('2026-06-10T12:00:00Z');

      const res = await app.gql(COPIES, { manufacturerId: maker.manufacturerId }, maker.token);
      expect(res.errors).toBeUndefined();
      const copies = res.data?.manufacturerLikelyCopies as Record<string, unknown>[];
      const rounded = (p: { latitude: number; longitude: number }) => ({
        latitude: Math.round(p.latitude * 100) / 100,
        longitude: Math.round(p.longitude * 100) / 100,
      });
      const distance = haversineKm(rounded(IKEJA), rounded(ENUGU));
      expect(distance).toBeGreaterThan(400);
      expect(copies).toEqual([
        {
          unitCodeId: expect.any(String),
          serial: 2,
          batchId: batch.id,
          batchNumber: 'COPY-1',
          productId,
          productName: 'Shea Butter Cream',
          verifications: 2,
          firstVerifiedAt: '2026-06-02T08:00:00.000Z',
          lastVerifiedAt: '2026-06-03T08:00:00.000Z',
          places: ['Ikeja, Lagos', 'Enugu'],
          farthestApartKm: expect.closeTo(distance, 6),
          reasons: ['FAR_APART'],
        },
        expect.objectContaining({
          serial: 1,
          verifications: 4,
          firstVerifiedAt: '2026-06-01T08:00:00.000Z',
          lastVerifiedAt: '2026-06-01T11:00:00.000Z',
          places: [],
          farthestApartKm: null,
          reasons: ['MANY_CHECKS'],
        }),
      ]);
      expect(haversineKm(rounded(IKEJA), rounded(NEAR_DIAGONAL))).toBeLessThan(100);

      const second = await app.gql(COPIES, { manufacturerId: maker.manufacturerId, take: 1, skip: 1 }, maker.token);
      expect(second.data?.manufacturerLikelyCopies).toEqual([expect.objectContaining({ serial: 1 })]);
      const stats = await app.gql(STATS, { manufacturerId: maker.manufacturerId, days: 30 }, maker.token);
      expect(stats.data?.manufacturerVerificationStats.likelyCopies).toBe(2);
      // Checked more than 3 times and far apart: both reasons.
      await verifyAt('2026-06-10T11:00:00Z', many, IKEJA);
      await verifyAt('2026-06-10T11:30:00Z', many, ENUGU);
      now = new Date('2026-06-10T12:00:00Z');
      const both = (await app.gql(COPIES, { manufacturerId: maker.manufacturerId, take: 1 }, maker.token)).data
        ?.manufacturerLikelyCopies;
      expect(both).toEqual([
        expect.objectContaining({ serial: 1, verifications: 6, reasons: ['MANY_CHECKS', 'FAR_APART'] }),
      ]);
      // Only codes checked in the period count in the period's figures.
      const lastTwoDays = await app.gql(STATS, { manufacturerId: maker.manufacturerId, days: 2 }, maker.token);
      expect(lastTwoDays.data?.manufacturerVerificationStats.likelyCopies).toBe(1);
    });

    it("refuses another maker's and a guest", async () => {
      const stranger = await app.gql(COPIES, { manufacturerId: maker.manufacturerId }, other.token);
      expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(stranger.data).toBeNull();
      const guest = await app.gql(COPIES, { manufacturerId: maker.manufacturerId });
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await app.gql(COPIES, { manufacturerId: other.manufacturerId }, other.token)).data).toEqual({
        manufacturerLikelyCopies: [],
      });
    });
  });
});
