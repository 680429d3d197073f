import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { ListWindow } from '../../platform/paging';
import { favouriteProducts, storeFollows } from './favourites.table';

/** Favourite products and followed stores: one row per shopper and item. */
export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  async favouriteProductIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: favouriteProducts.productId })
      .from(favouriteProducts)
      .where(eq(favouriteProducts.userId, userId))
      .orderBy(desc(favouriteProducts.savedAt), desc(favouriteProducts.productId));
    return rows.map((r) => r.id);
  }

  async followedStoreIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: storeFollows.manufacturerId })
      .from(storeFollows)
      .where(eq(storeFollows.userId, userId))
      .orderBy(desc(storeFollows.followedAt), desc(storeFollows.manufacturerId));
    return rows.map((r) => r.id);
  }

  /** Newest first. */
  async favouriteProductWindow(userId: string, window: ListWindow): Promise<string[]> {
    const rows = await this.db
      .select({ id: favouriteProducts.productId })
      .from(favouriteProducts)
      .where(eq(favouriteProducts.userId, userId))
      .orderBy(desc(favouriteProducts.savedAt), desc(favouriteProducts.productId))
      .limit(window.take)
      .offset(window.skip);
    return rows.map((r) => r.id);
  }

  async addFavourites(userId: string, productIds: readonly string[], at: Date): Promise<void> {
    if (productIds.length === 0) return;
    await this.db
      .insert(favouriteProducts)
      .values(productIds.map((productId) => ({ userId, productId, savedAt: at })))
      .onConflictDoNothing();
  }

  async removeFavourite(userId: string, productId: string): Promise<void> {
    await this.db
      .delete(favouriteProducts)
      .where(and(eq(favouriteProducts.userId, userId), eq(favouriteProducts.productId, productId)));
  }

  async addFollows(userId: string, manufacturerIds: readonly string[], at: Date): Promise<void> {
    if (manufacturerIds.length === 0) return;
    await this.db
      .insert(storeFollows)
      .values(manufacturerIds.map((manufacturerId) => ({ userId, manufacturerId, followedAt: at })))
      .onConflictDoNothing();
  }

  async removeFollow(userId: string, manufacturerId: string): Promise<void> {
    await this.db
      .delete(storeFollows)
      .where(and(eq(storeFollows.userId, userId), eq(storeFollows.manufacturerId, manufacturerId)));
  }

  async followerCounts(manufacturerIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: storeFollows.manufacturerId, n: count() })
      .from(storeFollows)
      .where(inArray(storeFollows.manufacturerId, [...manufacturerIds]))
      .groupBy(storeFollows.manufacturerId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }
}
