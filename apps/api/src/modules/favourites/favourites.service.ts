import { FAVOURITE_PRODUCTS_MAX, FOLLOWED_STORES_MAX } from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isForeignKeyViolation } from '../../platform/db/db-errors';
import { badInput, notFound, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { listWindow } from '../../platform/paging';
import { checkQuota, lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import { PRODUCT_NOT_FOUND, type ProductsService } from '../products/products.service';
import { FavouritesRepository } from './favourites.repository';

export const STORE_NOT_FOUND = 'Store not found';

type Product = Awaited<ReturnType<ProductsService['findByIds']>>[number];
type Store = Awaited<ReturnType<ManufacturersService['findByIds']>>[number];

/** What one shopper keeps: favourite products and followed stores, newest first. */
export interface SavedItems {
  productIds: string[];
  manufacturerIds: string[];
}

interface Deps {
  products: ProductsService;
  manufacturers: ManufacturersService;
  clock: Clock;
}

/**
 * A signed-in shopper's favourite products (the heart) and followed stores. A guest keeps both in
 * the browser; `merge` takes them into the account at log-in. Adds count under the shopper's quota
 * lock, so parallel taps cannot pass the limit.
 */
export class FavouritesService {
  private readonly repository: FavouritesRepository;

  constructor(
    private readonly db: Database,
    private readonly deps: Deps,
  ) {
    this.repository = new FavouritesRepository(db);
  }

  async mine(viewer: Viewer | null): Promise<SavedItems> {
    if (!viewer) throw unauthenticated();
    return this.savedBy(this.repository, viewer.userId);
  }

  /** The shopper's favourite products, newest first, as products (still listed ones only: a deleted one leaves). */
  async favouriteProducts(viewer: Viewer | null, take?: number | null, skip?: number | null): Promise<Product[]> {
    if (!viewer) throw unauthenticated();
    const ids = await this.repository.favouriteProductWindow(viewer.userId, listWindow(take, skip));
    const found = new Map((await this.deps.products.findByIds(ids)).map((p) => [p.id, p]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Saves or forgets one product; answers whether it is now a favourite. */
  async setFavourite(viewer: Viewer | null, productId: unknown, saved: boolean): Promise<boolean> {
    if (!viewer) throw unauthenticated();
    const id = isId(productId) ? productId.toLowerCase() : null;
    if (!saved) {
      if (id) await this.repository.removeFavourite(viewer.userId, id);
      return false;
    }
    if (!id || (await this.deps.products.findByIds([id])).length === 0) throw notFound(PRODUCT_NOT_FOUND);
    await this.adding('favourites', viewer.userId, PRODUCT_NOT_FOUND, async (repository) => {
      const saved = await repository.favouriteProductIds(viewer.userId);
      if (!saved.includes(id)) {
        checkQuota({
          existing: saved.length,
          adding: 1,
          limit: FAVOURITE_PRODUCTS_MAX,
          items: 'favourite products',
          owner: 'account',
        });
      }
      await repository.addFavourites(viewer.userId, [id], this.deps.clock());
    });
    return true;
  }

  /** Follows or unfollows one store; answers the store (its follower count changed). */
  async setFollowing(viewer: Viewer | null, manufacturerId: unknown, following: boolean): Promise<Store> {
    if (!viewer) throw unauthenticated();
    const [store] = isId(manufacturerId) ? await this.deps.manufacturers.findByIds([manufacturerId.toLowerCase()]) : [];
    if (!store) throw notFound(STORE_NOT_FOUND);
    if (!following) {
      await this.repository.removeFollow(viewer.userId, store.id);
      return store;
    }
    await this.adding('follows', viewer.userId, STORE_NOT_FOUND, async (repository) => {
      const followed = await repository.followedStoreIds(viewer.userId);
      if (!followed.includes(store.id)) {
        checkQuota({
          existing: followed.length,
          adding: 1,
          limit: FOLLOWED_STORES_MAX,
          items: 'followed stores',
          owner: 'account',
        });
      }
      await repository.addFollows(viewer.userId, [store.id], this.deps.clock());
    });
    return store;
  }

  /**
   * Takes what a guest saved in this browser into the account and answers everything the account
   * keeps. Ids of products or stores that no longer exist are dropped; past a limit, what fits is
   * kept (a log-in never fails over favourites).
   */
  async merge(viewer: Viewer | null, input: { productIds?: unknown; manufacturerIds?: unknown }): Promise<SavedItems> {
    if (!viewer) throw unauthenticated();
    const productIds = idList(input.productIds, FAVOURITE_PRODUCTS_MAX, 'productIds');
    const manufacturerIds = idList(input.manufacturerIds, FOLLOWED_STORES_MAX, 'manufacturerIds');
    const [products, stores] = await Promise.all([
      this.deps.products.findByIds(productIds),
      this.deps.manufacturers.findByIds(manufacturerIds),
    ]);
    const existingProducts = new Set(products.map((p) => p.id));
    const existingStores = new Set(stores.map((s) => s.id));
    const now = this.deps.clock();
    return this.db.transaction(async (tx) => {
      const repository = new FavouritesRepository(tx);
      await lockQuota(tx, 'favourites', viewer.userId);
      await lockQuota(tx, 'follows', viewer.userId);
      const saved = await this.savedBy(repository, viewer.userId);
      const newProducts = productIds.filter((id) => existingProducts.has(id) && !saved.productIds.includes(id));
      const newStores = manufacturerIds.filter((id) => existingStores.has(id) && !saved.manufacturerIds.includes(id));
      await repository.addFavourites(
        viewer.userId,
        newProducts.slice(0, FAVOURITE_PRODUCTS_MAX - saved.productIds.length),
        now,
      );
      await repository.addFollows(
        viewer.userId,
        newStores.slice(0, FOLLOWED_STORES_MAX - saved.manufacturerIds.length),
        now,
      );
      return this.savedBy(repository, viewer.userId);
    });
  }

  followerCounts(manufacturerIds: readonly string[]): Promise<Map<string, number>> {
    return this.repository.followerCounts(manufacturerIds);
  }

  private async savedBy(repository: FavouritesRepository, userId: string): Promise<SavedItems> {
    const [productIds, manufacturerIds] = await Promise.all([
      repository.favouriteProductIds(userId),
      repository.followedStoreIds(userId),
    ]);
    return { productIds, manufacturerIds };
  }

  /** Runs an add under the shopper's quota lock; the item deleted meanwhile answers `gone`. */
  private async adding(
    list: 'favourites' | 'follows',
    userId: string,
    gone: string,
    add: (repository: FavouritesRepository) => Promise<void>,
  ) {
    try {
      await this.db.transaction(async (tx) => {
        await lockQuota(tx, list, userId);
        await add(new FavouritesRepository(tx));
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(gone);
      throw error;
    }
  }
}

/** A bounded list of ids; malformed ones are dropped (a guest's storage may hold anything). */
function idList(value: unknown, max: number, field: string): string[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw badInput('Expected a list of ids', field);
  if (value.length > max) throw badInput(`At most ${max} ids`, field);
  return [...new Set(value.filter(isId).map((id) => id.toLowerCase()))];
}
