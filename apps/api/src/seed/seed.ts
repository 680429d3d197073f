import { randomUUID } from 'node:crypto';
import { RESERVED_SLUGS, slugify } from '@kasuwa/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { locations, manufacturers, products, stores, users } from '../app/tables';
import type { ImageStorage } from '../modules/uploads/image-storage';
import { categoriesOf, DEMO_BRAND_STORES, DEMO_PASSWORD, DEMO_USERS, type DemoPlace } from './demo-data';
import { saveProductImages } from './product-images';

export interface SeedDeps {
  storage: ImageStorage;
  hashPassword: (plain: string) => Promise<string>;
}

type LocationInsert = typeof locations.$inferInsert;
type ManufacturerInsert = typeof manufacturers.$inferInsert;
type ProductInsert = typeof products.$inferInsert;
type StoreInsert = typeof stores.$inferInsert;

/**
 * Fills an empty database with the demo catalogue. Does nothing once any brand store exists,
 * so restarts keep every row and add none. Rows go in one transaction; images are stored
 * first (files cannot join the transaction; a failed seed leaves unreferenced images only).
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
  const addLocation = (place: DemoPlace): string => {
    const id = randomUUID();
    locationRows.push({ id, ...place });
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
      productRows.push({ manufacturerId, imageUrl, ...product });
    }
    for (const retailer of store.retailers) {
      storeRows.push({
        manufacturerId,
        name: retailer.name,
        contact: retailer.contact,
        locationId: addLocation(retailer.location),
      });
    }
  }

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
  });
  return { seeded: true };
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
