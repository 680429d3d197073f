import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { savedAddresses } from '../addresses/addresses.table';
import { sessions, users } from '../auth/auth.table';
import { batchSupplies, productBatches } from '../batches/batches.table';
import { cartLines } from '../cart/cart.table';
import { locations } from '../locations/locations.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { orderLines, orders } from '../orders/orders.table';
import { products } from '../products/products.table';
import { stores } from '../retailers/retailers.table';

/** Orders are read this many at a time, so that a store with years of orders streams its file. */
export const EXPORT_ORDERS_PER_READ = 500;

/**
 * Everything one account owns, read for its owner's copy. Never the password hash nor a session's
 * token hash: the columns are named one by one.
 */
export class AccountDataRepository {
  constructor(private readonly db: Database) {}

  async profile(userId: string) {
    const [user] = await this.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        image: users.image,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  sessions(userId: string) {
    return this.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
  }

  businesses(userId: string) {
    return this.db
      .select({
        id: manufacturers.id,
        businessName: manufacturers.businessName,
        brandStoreName: manufacturers.brandStoreName,
        slug: manufacturers.slug,
        industry: manufacturers.industry,
        productCategory: manufacturers.productCategory,
        brandImage: manufacturers.brandImage,
        fullAddress: locations.fullAddress,
        createdAt: manufacturers.createdAt,
        updatedAt: manufacturers.updatedAt,
      })
      .from(manufacturers)
      .innerJoin(locations, eq(locations.id, manufacturers.locationId))
      .where(eq(manufacturers.ownerId, userId))
      .orderBy(asc(manufacturers.createdAt));
  }

  products(businessIds: string[]) {
    if (businessIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(products)
      .where(inArray(products.manufacturerId, businessIds))
      .orderBy(asc(products.createdAt), asc(products.id));
  }

  batches(productIds: string[]) {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(productBatches)
      .where(inArray(productBatches.productId, productIds))
      .orderBy(asc(productBatches.createdAt), asc(productBatches.id));
  }

  supplies(batchIds: string[]) {
    if (batchIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(batchSupplies)
      .where(inArray(batchSupplies.batchId, batchIds))
      .orderBy(asc(batchSupplies.suppliedOn), asc(batchSupplies.id));
  }

  retailers(businessIds: string[]) {
    if (businessIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: stores.id,
        manufacturerId: stores.manufacturerId,
        name: stores.name,
        contact: stores.contact,
        fullAddress: locations.fullAddress,
        latitude: locations.latitude,
        longitude: locations.longitude,
        createdAt: stores.createdAt,
      })
      .from(stores)
      .innerJoin(locations, eq(locations.id, stores.locationId))
      .where(inArray(stores.manufacturerId, businessIds))
      .orderBy(asc(stores.createdAt), asc(stores.id));
  }

  addresses(userId: string) {
    return this.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(asc(savedAddresses.createdAt));
  }

  cart(userId: string) {
    return this.db
      .select({ productId: cartLines.productId, quantity: cartLines.quantity, addedAt: cartLines.addedAt })
      .from(cartLines)
      .where(eq(cartLines.userId, userId));
  }

  /** One read of orders (with their lines) after `after`, oldest first. */
  async orders(
    owner: { shopperId: string } | { businessIds: string[] },
    after: { createdAt: Date; id: string } | null,
  ) {
    if ('businessIds' in owner && owner.businessIds.length === 0) return [];
    const whose: SQL =
      'shopperId' in owner ? eq(orders.shopperId, owner.shopperId) : inArray(orders.manufacturerId, owner.businessIds);
    const rows = await this.db
      .select()
      .from(orders)
      .where(
        and(
          whose,
          after
            ? or(
                gt(orders.createdAt, after.createdAt),
                and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(EXPORT_ORDERS_PER_READ);
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
  }
}
