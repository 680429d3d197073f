import { businessSchema, uniqueSlug } from '@kasuwa/domain';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/db-errors';
import { badInput, forbidden, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { parseInput } from '../../platform/parse-input';
import type { Viewer } from '../../platform/viewer';
import type { LocationsService } from '../locations/locations.service';
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
}

const SLUG_ATTEMPTS = 3;

export class ManufacturersService {
  private readonly repository: ManufacturersRepository;

  constructor(
    private readonly db: Database,
    private readonly locations: LocationsService,
  ) {
    this.repository = new ManufacturersRepository(db);
  }

  list(filter?: ManufacturerFilter) {
    return this.repository.list(filter);
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

  findByOwnerIds(ownerIds: readonly string[]) {
    return this.repository.findByOwnerIds(ownerIds);
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

  async create(viewer: Viewer | null, input: CreateManufacturerInput): Promise<ManufacturerRow> {
    if (!viewer) throw unauthenticated();
    if (input.ownerId != null && input.ownerId !== viewer.userId) {
      throw forbidden('You can only create a business for your own account.');
    }
    const values = parseInput(businessSchema, { ...input, industry: singleIndustry(input.industry) });
    const place = await this.locations.place(values.fullAddress);

    for (let attempt = 1; ; attempt++) {
      const slug = await uniqueSlug(values.brandStoreName, (candidate) => this.repository.slugExists(candidate));
      try {
        return await this.db.transaction(async (tx) => {
          const location = await this.locations.save(place, tx);
          return new ManufacturersRepository(tx).insert({
            ownerId: viewer.userId,
            name: values.brandStoreName,
            businessName: values.businessName,
            brandStoreName: values.brandStoreName,
            slug,
            industry: values.industry,
            productCategory: [...new Set(values.productCategory)],
            brandImage: values.brandImage ?? null,
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
