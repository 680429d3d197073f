import { randomUUID } from 'node:crypto';
import { RESERVED_SLUGS, slugify } from '@kasuwa/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import {
  batchSupplies,
  codeGenerationJobs,
  codeVerifications,
  locations,
  manufacturers,
  productBatches,
  products,
  stores,
  unitCodes,
  users,
} from '../app/tables';
import { firstBatchOf } from '../modules/batches/batches.service';
import type { ImageStorage } from '../modules/uploads/image-storage';
import { categoriesOf, DEMO_BRAND_STORES, DEMO_PASSWORD, DEMO_USERS, type DemoPlace } from './demo-data';
import { DEMO_VERIFICATION, demoVerificationRows } from './demo-verification';
import { saveProductImages } from './product-images';

export interface SeedDeps {
  storage: ImageStorage;
  hashPassword: (plain: string) => Promise<string>;
  /** The unit codes' keyed hash (UnitCodeHasher under this install's CODE_HASH_KEY). */
  hashCode: (code: string) => Buffer;
}

type LocationInsert = typeof locations.$inferInsert;
type ManufacturerInsert = typeof manufacturers.$inferInsert;
type ProductInsert = typeof products.$inferInsert;
type StoreInsert = typeof stores.$inferInsert;
type BatchInsert = typeof productBatches.$inferInsert;

/**
 * Fills an empty database with the demo catalogue: each product's batch fields are its first batch,
 * and a few products have unit codes to try /verify with (demo-verification.ts). Does nothing once
 * any brand store exists, so restarts keep every row and add none. Rows go in one transaction;
 * images are stored first (files cannot join the transaction; a failed seed leaves unreferenced
 * images only).
 */
export async function seedDemoData(db: Database, deps: SeedDeps): Promise<{ seeded: boolean }> {
  if (await hasAnyManufacturer(db)) return { seeded: false };
  // Someone signed up with a demo address before any store existed: leave their account alone.
  if (await anyDemoEmailTaken(db)) return { seeded: false };

  const imageSpecs = DEMO_BRAND_STORES.flatMap((store) =>
    store.products.map((product) => ({
      brandStoreName: store.brandStoreName,
      productName: product.name,
      category: product.category,
    })),
  );
  const [imagePaths, passwordHash] = await Promise.all([
    saveProductImages(deps.storage, imageSpecs),
    deps.hashPassword(DEMO_PASSWORD),
  ]);

  const userIds = new Map(DEMO_USERS.map((user) => [user.email, randomUUID()]));
  const locationRows: LocationInsert[] = [];
  const manufacturerRows: ManufacturerInsert[] = [];
  const productRows: ProductInsert[] = [];
  const storeRows: StoreInsert[] = [];
  const batchRows: BatchInsert[] = [];
  // Keyed by brand store and name: the demo verification finds its batches and retailers by name.
  const batchByName = new Map<string, BatchInsert>();
  const storeIdByName = new Map<string, string>();
  const addLocation = (place: DemoPlace): string => {
    const id = randomUUID();
    // Each demo address comes with the coordinates of its street.
    locationRows.push({ id, ...place, precision: 'STREET' });
    return id;
  };

  let imageIndex = 0;
  for (const store of DEMO_BRAND_STORES) {
    const ownerId = userIds.get(store.ownerEmail);
    if (!ownerId) throw new Error(`Demo store ${store.brandStoreName} has an unknown owner ${store.ownerEmail}`);
    const manufacturerId = randomUUID();
    manufacturerRows.push({
      id: manufacturerId,
      ownerId,
      name: store.brandStoreName,
      businessName: store.businessName,
      brandStoreName: store.brandStoreName,
      slug: demoSlug(store.brandStoreName),
      industry: store.industry,
      productCategory: categoriesOf(store),
      locationId: addLocation(store.location),
    });
    for (const product of store.products) {
      const imageUrl = imagePaths[imageIndex++];
      if (!imageUrl) throw new Error(`No image was stored for ${product.name}`);
      const productId = randomUUID();
      productRows.push({ id: productId, manufacturerId, imageUrl, ...product });
      const firstBatch = firstBatchOf(product);
      if (!firstBatch) throw new Error(`Demo product ${product.name} expires before it is made`);
      const batch = { id: randomUUID(), productId, ...firstBatch };
      batchRows.push(batch);
      batchByName.set(`${store.brandStoreName}/${product.name}`, batch);
    }
    for (const retailer of store.retailers) {
      const storeId = randomUUID();
      storeIdByName.set(`${store.brandStoreName}/${retailer.name}`, storeId);
      storeRows.push({
        id: storeId,
        manufacturerId,
        name: retailer.name,
        contact: retailer.contact,
        locationId: addLocation(retailer.location),
      });
    }
  }

  const demo = demoVerificationRows({
    batchIdOf: (name) => found(batchByName, `${DEMO_VERIFICATION.brandStoreName}/${name}`).id as string,
    storeIdOf: (name) => found(storeIdByName, `${DEMO_VERIFICATION.brandStoreName}/${name}`),
    hashCode: deps.hashCode,
    expiryOf: (batchId) => {
      const batch = batchRows.find((row) => row.id === batchId);
      if (!batch) throw new Error(`No demo batch ${batchId}`);
      return batch.expiryDate;
    },
  });
  const recalled = batchRows.find((row) => row.id === demo.recall.batchId);
  if (recalled) Object.assign(recalled, { recalledAt: demo.recall.recalledAt, recallReason: demo.recall.recallReason });

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user) => ({ id: userIds.get(user.email), email: user.email, name: user.name, passwordHash })),
      );
    await tx.insert(locations).values(locationRows);
    await tx.insert(manufacturers).values(manufacturerRows);
    await tx.insert(stores).values(storeRows);
    await tx.insert(products).values(productRows);
    await tx.insert(productBatches).values(batchRows);
    await tx.insert(codeGenerationJobs).values(demo.jobs);
    await tx.insert(unitCodes).values(demo.codes);
    await tx.insert(batchSupplies).values(demo.supplies);
    await tx.insert(codeVerifications).values(demo.checks);
  });
  return { seeded: true };
}

function found<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`The demo data has no ${key}`);
  return value;
}

async function hasAnyManufacturer(db: Database): Promise<boolean> {
  const rows = await db.select({ id: manufacturers.id }).from(manufacturers).limit(1);
  return rows.length > 0;
}

async function anyDemoEmailTaken(db: Database): Promise<boolean> {
  const emails = DEMO_USERS.map((user) => user.email.toLowerCase());
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails))
    .limit(1);
  return rows.length > 0;
}

/** Demo names are fixed, so a clash is a mistake in the data; fail loudly rather than rename. */
function demoSlug(brandStoreName: string): string {
  const slug = slugify(brandStoreName);
  if (!slug || RESERVED_SLUGS.has(slug)) throw new Error(`Demo store name ${brandStoreName} gives an unusable slug`);
  return slug;
}
