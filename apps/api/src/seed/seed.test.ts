import { MIGRATIONS_DIR } from '../app/paths';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createProductSchema,
  hasValidCheckCharacter,
  haversineKm,
  INDUSTRIES,
  isProductCategory,
  passwordSchema,
  RESERVED_SLUGS,
} from '@kasuwa/domain';
import { asc, count, countDistinct, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../platform/db/client';
import { locations, manufacturers, productBatches, products, stores, unitCodes, users } from '../app/tables';
import { firstBatchOf } from '../modules/batches/batches.service';
import { UnitCodeHasher } from '../modules/batches/unit-code-hasher';
import { thumbnailUrlFor } from '../modules/uploads/images';
import { LocalDiskStorage } from '../modules/uploads/local-disk-storage';
import { DEMO_BRAND_STORES, DEMO_PASSWORD, DEMO_USER_EMAIL } from './demo-data';
import { DEMO_VERIFICATION, demoCodes } from './demo-verification';
import { seedDemoData } from './seed';

const fakeHash = async (plain: string) => `hashed:${plain}`;
const hasher = new UnitCodeHasher(Buffer.from('seed-test-code-hash-key'));
const hashCode = (code: string) => hasher.hash(code);

const CITY_CENTRES = {
  Lagos: { latitude: 6.5244, longitude: 3.3792 },
  Abuja: { latitude: 9.0579, longitude: 7.4951 },
  'Port Harcourt': { latitude: 4.8156, longitude: 7.0498 },
  Ibadan: { latitude: 7.3776, longitude: 3.9059 },
  Kano: { latitude: 12.0, longitude: 8.5167 },
} as const;
/** Every seeded place lies within the city's sprawl (Ikorodu and Kubwa are the far ones). */
const CITY_RADIUS_KM = 30;

interface Seeded {
  handle: DatabaseHandle;
  storage: LocalDiskStorage;
  dir: string;
}

async function seedFreshDatabase(): Promise<Seeded> {
  const handle = await openDatabase({ migrationsDir: MIGRATIONS_DIR });
  await handle.migrate();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-seed-'));
  const storage = new LocalDiskStorage(dir);
  const result = await seedDemoData(handle.db, { storage, hashPassword: fakeHash, hashCode });
  expect(result).toEqual({ seeded: true });
  return { handle, storage, dir };
}

async function counts(db: Database) {
  const [[u], [l], [m], [s], [p]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(locations),
    db.select({ n: count() }).from(manufacturers),
    db.select({ n: count() }).from(stores),
    db.select({ n: count() }).from(products),
  ]);
  return { users: u?.n, locations: l?.n, manufacturers: m?.n, stores: s?.n, products: p?.n };
}

/** Everything but generated ids, timestamps and image file names. */
async function snapshot(db: Database) {
  const manufacturerRows = await db
    .select({
      slug: manufacturers.slug,
      name: manufacturers.name,
      businessName: manufacturers.businessName,
      industry: manufacturers.industry,
      productCategory: manufacturers.productCategory,
      owner: users.email,
      address: locations.fullAddress,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(manufacturers)
    .innerJoin(users, eq(users.id, manufacturers.ownerId))
    .innerJoin(locations, eq(locations.id, manufacturers.locationId))
    .orderBy(asc(manufacturers.slug));
  const productRows = await db
    .select({
      store: manufacturers.slug,
      name: products.name,
      description: products.description,
      category: products.category,
      retailPriceKobo: products.retailPriceKobo,
      quantity: products.quantity,
      batchNumber: products.batchNumber,
      batchQuantity: products.batchQuantity,
      barCode: products.barCode,
      manufactureDate: products.manufactureDate,
      expiryDate: products.expiryDate,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .orderBy(asc(manufacturers.slug), asc(products.name));
  const retailerRows = await db
    .select({
      store: manufacturers.slug,
      name: stores.name,
      contact: stores.contact,
      address: locations.fullAddress,
      city: locations.city,
      state: locations.state,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(stores)
    .innerJoin(manufacturers, eq(manufacturers.id, stores.manufacturerId))
    .innerJoin(locations, eq(locations.id, stores.locationId))
    .orderBy(asc(manufacturers.slug), asc(stores.name));
  const userRows = await db.select({ email: users.email, name: users.name }).from(users).orderBy(asc(users.email));
  const batchRows = await batchesOf(db);
  const codeRows = await db
    .select({ product: products.name, serial: unitCodes.serial, codeHash: unitCodes.codeHash })
    .from(unitCodes)
    .innerJoin(productBatches, eq(productBatches.id, unitCodes.batchId))
    .innerJoin(products, eq(products.id, productBatches.productId))
    .orderBy(asc(products.name), asc(unitCodes.serial));
  return { manufacturerRows, productRows, retailerRows, userRows, batchRows, codeRows };
}

async function batchesOf(db: Database) {
  return db
    .select({
      store: manufacturers.brandStoreName,
      product: products.name,
      number: productBatches.number,
      manufactureDate: productBatches.manufactureDate,
      expiryDate: productBatches.expiryDate,
      quantity: productBatches.quantity,
      recalledAt: productBatches.recalledAt,
      recallReason: productBatches.recallReason,
    })
    .from(productBatches)
    .innerJoin(products, eq(products.id, productBatches.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .orderBy(asc(manufacturers.brandStoreName), asc(products.name));
}

let first: Seeded;

beforeAll(async () => {
  first = await seedFreshDatabase();
}, 120_000);

afterAll(async () => {
  await first.handle.close();
  await rm(first.dir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('creates brand stores in all three industries with at least ten categories', async () => {
    const { manufacturerRows } = await snapshot(first.handle.db);
    expect(manufacturerRows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(manufacturerRows.map((m) => m.industry))).toEqual(new Set(INDUSTRIES));
    const categories = new Set(manufacturerRows.flatMap((m) => m.productCategory));
    expect(categories.size).toBeGreaterThanOrEqual(10);
    expect([...categories].every(isProductCategory)).toBe(true);
  });

  it('gives every store a unique, usable slug', async () => {
    const slugs = (await snapshot(first.handle.db)).manufacturerRows.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(RESERVED_SLUGS.has(slug)).toBe(false);
    }
  });

  it('creates at least 60 products that pass the product form rules', async () => {
    const { productRows, manufacturerRows } = await snapshot(first.handle.db);
    expect(productRows.length).toBeGreaterThanOrEqual(60);
    for (const product of productRows) {
      const parsed = createProductSchema.safeParse({
        ...product,
        imageUrl: '/uploads/images/x.webp',
        retailPrice: String(product.retailPriceKobo / 100),
      });
      expect(parsed.success, `${product.name}: ${parsed.error?.message}`).toBe(true);
      expect(product.barCode).toMatch(/^615\d{10}$/);
      expect(product.retailPriceKobo).toBeGreaterThanOrEqual(100_000); // at least ₦1,000
      const store = manufacturerRows.find((m) => m.slug === product.store);
      expect(store?.productCategory).toContain(product.category);
    }
    expect(new Set(productRows.map((p) => p.barCode)).size).toBe(productRows.length);
  });

  it('places at least 25 retailers in Lagos, Abuja, Port Harcourt, Ibadan and Kano', async () => {
    const { retailerRows, manufacturerRows } = await snapshot(first.handle.db);
    expect(retailerRows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(retailerRows.map((r) => r.city))).toEqual(new Set(Object.keys(CITY_CENTRES)));
    for (const retailer of retailerRows) {
      expect(retailer.contact).toMatch(/^\+234 \d{3} \d{3} \d{4}$/);
      expect(retailer.state).toBeTruthy();
    }
    const places = [...retailerRows, ...manufacturerRows.map((m) => ({ ...m, city: cityOf(m.address) }))];
    for (const placed of places) {
      const centre = CITY_CENTRES[placed.city as keyof typeof CITY_CENTRES];
      expect(centre, placed.address).toBeDefined();
      if (centre) expect(haversineKm(centre, placed), placed.address).toBeLessThan(CITY_RADIUS_KM);
    }
  });

  it('creates the demo login, owning at least two stores', async () => {
    const [demo] = await first.handle.db.select().from(users).where(eq(users.email, DEMO_USER_EMAIL));
    expect(demo?.passwordHash).toBe(await fakeHash(DEMO_PASSWORD));
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    const owned = await first.handle.db
      .select()
      .from(manufacturers)
      .where(eq(manufacturers.ownerId, demo?.id ?? ''));
    expect(owned.length).toBeGreaterThanOrEqual(2);
    const [{ owners } = { owners: 0 }] = await first.handle.db
      .select({ owners: countDistinct(manufacturers.ownerId) })
      .from(manufacturers);
    expect(owners).toBeGreaterThan(owned.length);
  });

  it("makes each product's batch fields its first batch, as migration 0009 did for existing products", async () => {
    const batches = await batchesOf(first.handle.db);
    const expected = DEMO_BRAND_STORES.flatMap((store) =>
      store.products.map((product) => ({
        store: store.brandStoreName,
        product: product.name,
        ...firstBatchOf(product),
        recalledAt:
          product.name === DEMO_VERIFICATION.recalled.productName ? DEMO_VERIFICATION.recalled.recalledAt : null,
        recallReason:
          product.name === DEMO_VERIFICATION.recalled.productName ? DEMO_VERIFICATION.recalled.reason : null,
      })),
    );
    expect(batches).toHaveLength(expected.length);
    expect(batches).toEqual(expect.arrayContaining(expected));
    expect(batches.filter((batch) => batch.recalledAt)).toHaveLength(1);
  });

  it('keeps only the keyed hashes of the demo codes, whose check characters hold', async () => {
    const codes = demoCodes();
    const plain = [...codes.genuine, codes.copied, ...codes.recalled];
    for (const code of plain) expect(hasValidCheckCharacter(code), code).toBe(true);
    expect(new Set(plain).size).toBe(plain.length);
    const stored = await first.handle.db.select({ codeHash: unitCodes.codeHash }).from(unitCodes);
    expect(stored.map((row) => row.codeHash.toString('hex')).sort()).toEqual(
      plain.map((code) => hashCode(code).toString('hex')).sort(),
    );
  });

  it('stores every product image and its thumbnail as WebP', async () => {
    const rows = await first.handle.db.select({ imageUrl: products.imageUrl }).from(products);
    for (const { imageUrl } of rows) {
      expect(imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.webp$/);
      const main = await first.storage.get(imageUrl.slice('/uploads/'.length));
      const thumbnail = await first.storage.get(thumbnailUrlFor(imageUrl).slice('/uploads/'.length));
      expect(main?.contentType).toBe('image/webp');
      expect(thumbnail?.contentType).toBe('image/webp');
    }
    const sample = await first.storage.get(rows[0]?.imageUrl.slice('/uploads/'.length) ?? '');
    expect(await sharp(sample?.data).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });

  it('does nothing on a second run', async () => {
    const before = await counts(first.handle.db);
    const result = await seedDemoData(first.handle.db, { storage: first.storage, hashPassword: fakeHash, hashCode });
    expect(result).toEqual({ seeded: false });
    expect(await counts(first.handle.db)).toEqual(before);
  });

  it('writes the same catalogue into every fresh database', async () => {
    const second = await seedFreshDatabase();
    try {
      expect(await snapshot(second.handle.db)).toEqual(await snapshot(first.handle.db));
    } finally {
      await second.handle.close();
      await rm(second.dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('seedDemoData on a database with users but no stores', () => {
  it('leaves an account that took a demo email alone and seeds nothing', async () => {
    const handle = await openDatabase({ migrationsDir: MIGRATIONS_DIR });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-seed-'));
    try {
      await handle.migrate();
      await handle.db.insert(users).values({ email: 'Demo@Kasuwa.ng', name: 'Early Bird', passwordHash: 'x' });
      const result = await seedDemoData(handle.db, {
        storage: new LocalDiskStorage(dir),
        hashPassword: fakeHash,
        hashCode,
      });
      expect(result).toEqual({ seeded: false });
      expect((await counts(handle.db)).users).toBe(1);
    } finally {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

function cityOf(fullAddress: string): string {
  return Object.keys(CITY_CENTRES).find((city) => fullAddress.includes(city)) ?? 'unknown';
}
