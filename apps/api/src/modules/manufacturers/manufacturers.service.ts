import { businessSchema, optionalPinSchema, uniqueSlug } from '@kasuwa/domain';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/db-errors';
import { badInput, forbidden, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { listWindow, pageByName, type ListWindow, type Page } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import { checkQuota, lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import type { LocationsService } from '../locations/locations.service';
import type { ImageUrlRule } from '../uploads/image-url-rule';
import { ManufacturersRepository, type ManufacturerFilter } from './manufacturers.repository';

export type { ManufacturerFilter };
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

const SLUG_ATTEMPTS = 3;
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

  /** The ids of the manufacturers a filter matches (a slug names one), at most FILTER_LIST_MAX. */
  idsMatching(filter: ManufacturerFilter): Promise<string[]> {
    return this.repository.idsMatching(filter);
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
      const slug = await uniqueSlug(values.brandStoreName, (candidate) => this.repository.slugExists(candidate));
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
          return repository.insert({
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
        });
      } catch (error) {
        // Another request took the same slug between our check and insert: pick the next one.
        if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error, 'manufacturers_slug_unique')) continue;
        throw error;
      }
    }
  }
}

function singleIndustry(industry: unknown): unknown {
  if (!Array.isArray(industry)) return industry;
  if (industry.length > 1) throw badInput('Please select one industry', 'industry');
  return industry[0];
}
