import { businessSchema, optionalPinSchema, slugify, uniqueSlug } from '@kasuwa/domain';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/db-errors';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { listWindow, pageByName, type ListWindow, type Page } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import { checkQuota, lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import { addressKey } from '../locations/address-key';
import type { LocationsService } from '../locations/locations.service';
import type { ImageUrlRule } from '../uploads/image-url-rule';
import { ManufacturersRepository, type ManufacturerFilter } from './manufacturers.repository';

export type { ManufacturerFilter, ManufacturerRow };
import type { ManufacturerRow } from './manufacturers.table';

export interface CreateManufacturerInput {
  businessName?: unknown;
  brandStoreName?: unknown;
  fullAddress?: unknown;
  /** One industry; the old client sends it as a one-element list. */
  industry?: unknown;
  productCategory?: unknown;
  brandImage?: unknown;
  ownerId?: string | null;
  /** A map pin: used as given when inside Nigeria. */
  latitude?: unknown;
  longitude?: unknown;
}

export interface UpdateManufacturerInput extends Omit<CreateManufacturerInput, 'ownerId'> {
  id?: unknown;
}

const SLUG_ATTEMPTS = 3;
/** How many earlier web addresses one store keeps (each stays reserved for it: decision 0018). */
export const PREVIOUS_SLUGS_MAX = 20;
/** The order name in manufacturer page cursors. */
const MANUFACTURER_ORDER = 'NAME';

export class ManufacturersService {
  private readonly repository: ManufacturersRepository;

  constructor(
    private readonly db: Database,
    private readonly locations: LocationsService,
    /** The most businesses one user may have. */
    private readonly businessesPerUser: number,
    private readonly imageUrls: ImageUrlRule,
  ) {
    this.repository = new ManufacturersRepository(db);
  }

  /** A slice of the manufacturers by name (at most PAGE_MAX). */
  list(filter: ManufacturerFilter, page: { take?: number | null; skip?: number | null } = {}) {
    return this.repository.list(filter, listWindow(page.take, page.skip));
  }

  /** One page of the manufacturers by name, with the total and the cursor of the next page. */
  page(
    filter: ManufacturerFilter,
    options: { first?: number | null; after?: string | null } = {},
  ): Promise<Page<ManufacturerRow>> {
    return pageByName(this.repository, MANUFACTURER_ORDER, filter, options);
  }

  findByIds(ids: readonly string[]) {
    return this.repository.findByIds(ids.filter(isId));
  }

  /** The manufacturers a filter matches (a slug names one), at most FILTER_LIST_MAX. */
  findMatching(filter: ManufacturerFilter): Promise<ManufacturerRow[]> {
    return this.repository.findMatching(filter);
  }

  /** Every store's slug and last change (the sitemap), at most `limit`. */
  sitemapEntries(limit: number) {
    return this.repository.sitemapEntries(limit);
  }

  findBySlug(slug: string) {
    return this.repository.findBySlug(slug);
  }

  /** The same slice of each owner's businesses, oldest first. */
  findByOwnerIds(ownerIds: readonly string[], window: ListWindow) {
    return this.repository.findByOwnerIds(ownerIds, window);
  }

  /** Refuses unless the viewer owns the manufacturer `manufacturerId`; returns it. */
  async requireOwned(viewer: Viewer | null, manufacturerId: unknown): Promise<ManufacturerRow> {
    if (!viewer) throw unauthenticated();
    const [manufacturer] = isId(manufacturerId) ? await this.repository.findByIds([manufacturerId]) : [];
    if (!manufacturer || manufacturer.ownerId !== viewer.userId) {
      throw forbidden('You can only manage your own business.');
    }
    return manufacturer;
  }

  /** `requestBaseUrl`: where the request came to, so that absolute URLs of our own uploads are recognised. */
  async create(
    viewer: Viewer | null,
    input: CreateManufacturerInput,
    requestBaseUrl?: string,
  ): Promise<ManufacturerRow> {
    if (!viewer) throw unauthenticated();
    if (input.ownerId != null && input.ownerId !== viewer.userId) {
      throw forbidden('You can only create a business for your own account.');
    }
    const values = parseInput(businessSchema, { ...input, industry: singleIndustry(input.industry) });
    const brandImage = values.brandImage
      ? this.imageUrls.toStored(values.brandImage, 'brandImage', requestBaseUrl)
      : null;
    const pin = parseInput(optionalPinSchema, input);
    const place = await this.locations.resolveLocation({ address: values.fullAddress, pin });

    for (let attempt = 1; ; attempt++) {
      const slug = await uniqueSlug(values.brandStoreName, (candidate) => this.repository.slugTaken(candidate));
      try {
        return await this.db.transaction(async (tx) => {
          const repository = new ManufacturersRepository(tx);
          await lockQuota(tx, 'businesses', viewer.userId);
          checkQuota({
            existing: await repository.countByOwner(viewer.userId),
            adding: 1,
            limit: this.businessesPerUser,
            items: 'businesses',
            owner: 'account',
          });
          const location = await this.locations.save(place, tx);
          const created = await repository.insert({
            ownerId: viewer.userId,
            name: values.brandStoreName,
            businessName: values.businessName,
            brandStoreName: values.brandStoreName,
            slug,
            industry: values.industry,
            productCategory: [...new Set(values.productCategory)],
            brandImage,
            locationId: location.id,
          });
          // A new business is the one its owner goes on to set up.
          await repository.choose(viewer.userId, created.id);
          return created;
        });
      } catch (error) {
        // Another request took the same slug between our check and insert: pick the next one.
        if (attempt < SLUG_ATTEMPTS && isSlugClash(error)) continue;
        throw error;
      }
    }
  }

  /**
   * Changes what the input names (an absent or null field stays as it is; a null `brandImage`
   * removes the image). A new brand store name that makes a new slug keeps the old slug leading
   * to the store; a new address or a map pin is placed again.
   */
  async update(
    viewer: Viewer | null,
    input: UpdateManufacturerInput,
    requestBaseUrl?: string,
  ): Promise<ManufacturerRow> {
    const current = await this.requireOwned(viewer, input.id);
    const [location] = await this.locations.findByIds([current.locationId]);
    const values = parseInput(businessSchema, {
      businessName: input.businessName ?? current.businessName,
      brandStoreName: input.brandStoreName ?? current.brandStoreName,
      fullAddress: input.fullAddress ?? location?.fullAddress,
      industry: input.industry == null ? current.industry : singleIndustry(input.industry),
      productCategory: input.productCategory ?? current.productCategory,
      brandImage: typeof input.brandImage === 'string' ? input.brandImage : undefined,
    });
    let brandImage = current.brandImage;
    if (input.brandImage === null) brandImage = null;
    else if (input.brandImage !== undefined)
      brandImage = values.brandImage ? this.imageUrls.toStored(values.brandImage, 'brandImage', requestBaseUrl) : null;
    const pin = parseInput(optionalPinSchema, input);
    const moved = !location || pin !== null || addressKey(values.fullAddress) !== addressKey(location.fullAddress);
    const place = moved ? await this.locations.resolveLocation({ address: values.fullAddress, pin }) : null;
    const renamed = slugify(values.brandStoreName) !== slugify(current.brandStoreName);

    for (let attempt = 1; ; attempt++) {
      const slug = renamed
        ? await uniqueSlug(values.brandStoreName, (candidate) => this.repository.slugTaken(candidate, current.id))
        : current.slug;
      try {
        return await this.db.transaction(async (tx) => {
          const repository = new ManufacturersRepository(tx);
          const locked = await repository.lockForDelete(current.id);
          if (!locked) throw notFound('This business no longer exists.');
          if (slug !== locked.slug) {
            if ((await repository.previousSlugCount(locked.id)) >= PREVIOUS_SLUGS_MAX) {
              throw badInput(
                `This store has changed its web address ${PREVIOUS_SLUGS_MAX} times, the most it can. Keep the brand store name, or choose one of its earlier names.`,
                'brandStoreName',
              );
            }
            await repository.changeSlug(locked.id, locked.slug, slug);
          }
          const newLocation = place ? await this.locations.save(place, tx) : null;
          const updated = await repository.update(locked.id, {
            name: values.brandStoreName,
            businessName: values.businessName,
            brandStoreName: values.brandStoreName,
            industry: values.industry,
            productCategory: [...new Set(values.productCategory)],
            brandImage,
            ...(newLocation && { locationId: newLocation.id }),
          });
          if (newLocation) await this.locations.delete([locked.locationId], tx);
          return updated;
        });
      } catch (error) {
        if (attempt < SLUG_ATTEMPTS && isSlugClash(error)) continue;
        throw error;
      }
    }
  }

  /**
   * Deletes a business with everything under it (products, batches and codes, retailers, events,
   * settings), in one transaction, once the owner has typed its name. A business that has taken
   * orders is refused: shoppers keep their order history (decision 0018).
   */
  async delete(viewer: Viewer | null, id: unknown, confirmName: unknown): Promise<ManufacturerRow> {
    const business = await this.requireOwned(viewer, id);
    const typed = typeof confirmName === 'string' ? confirmName.trim() : '';
    if (typed !== business.businessName.trim()) {
      throw badInput(`Type the business name, ${business.businessName}, to delete it.`, 'confirmName');
    }
    return this.db.transaction(async (tx) => {
      const repository = new ManufacturersRepository(tx);
      const locked = await repository.lockForDelete(business.id);
      if (!locked) throw notFound('This business no longer exists.');
      await this.deleteLocked(repository, locked, tx, 'so it cannot be deleted.');
      return locked;
    });
  }

  /**
   * Inside the caller's transaction (an account being deleted): deletes every business of the
   * owner as deleteManufacturer would, or refuses, naming the first that has taken orders.
   */
  async deleteAllOfOwner(ownerId: string, tx: Database): Promise<ManufacturerRow[]> {
    const repository = new ManufacturersRepository(tx);
    const owned = await repository.lockAllOfOwner(ownerId);
    for (const business of owned) {
      await this.deleteLocked(repository, business, tx, 'so this account cannot be deleted while it owns it.');
    }
    return owned;
  }

  private async deleteLocked(
    repository: ManufacturersRepository,
    business: ManufacturerRow,
    tx: Database,
    refusalEnd: string,
  ): Promise<void> {
    const orders = await repository.orderCount(business.id);
    if (orders > 0) {
      throw conflict(
        `${business.brandStoreName} has ${orders} ${orders === 1 ? 'order' : 'orders'} in shoppers' order history, ${refusalEnd}`,
      );
    }
    const locationIds = await repository.locationIdsOf(business);
    await repository.delete(business.id);
    await this.locations.delete(locationIds, tx);
  }

  /** Makes one of the viewer's businesses the one their dashboard opens, here and on every device. */
  async choose(viewer: Viewer | null, manufacturerId: unknown): Promise<ManufacturerRow> {
    const business = await this.requireOwned(viewer, manufacturerId);
    await this.repository.choose(business.ownerId, business.id);
    return business;
  }

  /** The business each of these users chose last (those who chose one). */
  chosenBusinesses(userIds: readonly string[]) {
    return this.repository.chosenBusinesses(userIds);
  }
}

const isSlugClash = (error: unknown) =>
  isUniqueViolation(error, 'manufacturers_slug_unique') || isUniqueViolation(error, 'manufacturer_previous_slugs_pkey');

function singleIndustry(industry: unknown): unknown {
  if (!Array.isArray(industry)) return industry;
  if (industry.length > 1) throw badInput('Please select one industry', 'industry');
  return industry[0];
}
