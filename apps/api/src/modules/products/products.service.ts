import {
  createProductSchema,
  koboToNaira,
  PRODUCT_ROW_NEEDS_PHOTO,
  productRowSchema,
  updateProductSchema,
  type CreateProductValues,
} from '@kasuwa/domain';
import type { Database } from '../../platform/db/client';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../platform/db/db-errors';
import { badInput, DomainError, forbidden, notFound, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { parseInput } from '../../platform/parse-input';
import { checkQuota, lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { ImageUrlRule } from '../uploads/image-url-rule';
import { decodeCursor, encodeCursor, listWindow, PAGE_MAX, pageOf, pageSize, type Page } from '../../platform/paging';
import type { ManufacturerFilter } from '../manufacturers/manufacturers.service';
import type { ManufacturerRow } from '../manufacturers/manufacturers.service';
import {
  ProductsRepository,
  type ProductFilter,
  type ProductSort,
  type ProductValues,
  type StockLine,
} from './products.repository';
import type { ProductRow } from './products.table';
import type { SpreadsheetProduct } from './product-sheet';

export { PRODUCT_SORTS } from './products.repository';

/** The most products one importProducts call takes (a spreadsheet's row limit). */
export const PRODUCTS_PER_IMPORT_MAX = 5000;

export interface ProductImportPreviewRow extends SpreadsheetProduct {
  /** `needs-photo`: every rule but the photo is met (blank, or an image URL we cannot take). */
  status: 'ready' | 'needs-photo' | 'error';
  errors: { field: string; message: string }[];
  /**
   * The values of a ready or needs-photo row as importProducts takes them (price in naira, dates
   * ISO; `imageUrl` null until a photo is given); null for a row with errors.
   */
  values: ImportValues | null;
}

interface ImportValues {
  name: string;
  description: string;
  retailPrice: number;
  quantity: number;
  category: string | null;
  barCode: string | null;
  batchNumber: string;
  manufactureDate: string;
  expiryDate: string;
  imageUrl: string | null;
}

/** `products` (the existing client's list) answers at most this many, and that many when not told. */
export const PRODUCTS_LIST_MAX = PAGE_MAX;

/** A product filter as the API takes it: the manufacturer may be named by slug. */
export type ProductWhere = Omit<ProductFilter, 'manufacturerIds'> & { manufacturer?: ManufacturerFilter | null };
export const PRODUCT_NOT_FOUND = 'Product not found';

type ProductInput = Record<string, unknown> & { manufacturerId?: unknown };

/** Told the manufacturer rows a filter on the manufacturer matched, so a request need not read them again. */
export type FoundManufacturers = (manufacturers: readonly ManufacturerRow[]) => void;

export class ProductsService {
  private readonly repository: ProductsRepository;
  private onSaved: (tx: Database, product: ProductRow, isNew: boolean) => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Database,
    private readonly manufacturers: ManufacturersService,
    private readonly clock: Clock,
    /** The most products one business may have. */
    private readonly productsPerBusiness: number,
    private readonly imageUrls: ImageUrlRule,
  ) {
    this.repository = new ProductsRepository(db);
  }

  /** `found`: told the manufacturers a filter on the manufacturer matched (a request's loader keeps them). */
  async list(
    where: ProductWhere,
    page: { take?: number | null; skip?: number | null } = {},
    found?: FoundManufacturers,
  ): Promise<ProductRow[]> {
    const window = listWindow(page.take, page.skip);
    const filter = await this.resolve(where, found);
    return filter ? this.repository.list(filter, window) : [];
  }

  /**
   * One page of products in `sort` order, with the total and the cursor of the next page: one
   * statement (the total rides along on each row), after the manufacturer's id from its slug.
   */
  async page(
    where: ProductWhere,
    options: { sort?: ProductSort | null; first?: number | null; after?: string | null } = {},
    found?: FoundManufacturers,
  ): Promise<Page<ProductRow>> {
    const sort = options.sort ?? 'NEWEST';
    const limit = pageSize(options.first);
    const after = options.after ? decodeCursor(sort, options.after) : undefined;
    const filter = await this.resolve(where, found);
    if (!filter) return { nodes: [], totalCount: 0, hasNextPage: false, endCursor: null };
    const rows = await this.repository.page(filter, sort, limit + 1, after);
    // A page past the end has no row to carry the total: only then is it counted apart.
    const totalCount = rows[0]?.totalCount ?? (after ? await this.repository.count(filter) : 0);
    return pageOf(rows, limit, totalCount, (last) => encodeCursor(sort, last.sortKey, last.id));
  }

  /** Turns a filter on the manufacturer (its slug) into its id first; null when nothing can match. */
  private async resolve(
    { manufacturer, ...filter }: ProductWhere,
    found?: FoundManufacturers,
  ): Promise<ProductFilter | null> {
    if (!manufacturer) return filter;
    const matching = await this.manufacturers.findMatching(manufacturer);
    found?.(matching);
    return matching.length === 0 ? null : { ...filter, manufacturerIds: matching.map((m) => m.id) };
  }

  async findById(id: string): Promise<ProductRow | null> {
    return (isId(id) && (await this.repository.findById(id))) || null;
  }

  /** Every product's id and last change, a slice at a time in id order (the sitemap). */
  sitemapEntries(afterId: string | null, limit: number) {
    return this.repository.sitemapEntries(afterId && isId(afterId) ? afterId : null, limit);
  }

  /** Where each slice of `every` products starts after the first (for splitting the sitemap). */
  sitemapBoundaries(every: number) {
    return this.repository.sitemapBoundaries(every);
  }

  /** Several products in one query (unknown or malformed ids are left out). */
  findByIds(ids: readonly string[]): Promise<ProductRow[]> {
    return this.repository.findByIds(ids.filter(isId));
  }

  /** Inside `tx`: the products, locked against other checkouts until `tx` ends. */
  lockForOrder(tx: Database, ids: readonly string[]): Promise<ProductRow[]> {
    return new ProductsRepository(tx).lockByIds(ids.filter(isId));
  }

  /** Inside `tx`: takes the lines' quantities off the stock where enough is left; the ids taken from. */
  takeStock(tx: Database, lines: readonly StockLine[]): Promise<string[]> {
    return new ProductsRepository(tx).takeStock(lines);
  }

  /** Inside `tx`: puts the lines' quantities back (products since deleted are skipped by the caller). */
  returnStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
    return new ProductsRepository(tx).returnStock(lines);
  }

  countByManufacturerIds(ids: readonly string[]) {
    return this.repository.countByManufacturerIds(ids);
  }

  /** Runs inside each create's and update's transaction (a product without a batch gets its first from its batch fields). */
  whenSaved(hook: (tx: Database, product: ProductRow, isNew: boolean) => Promise<void>): void {
    this.onSaved = hook;
  }

  /** `requestBaseUrl`: where the request came to, so that absolute URLs of our own uploads are recognised. */
  async create(viewer: Viewer | null, input: ProductInput, requestBaseUrl?: string): Promise<ProductRow> {
    const manufacturer = await this.manufacturers.requireOwned(viewer, input.manufacturerId);
    const values = this.withStoredImage(parseInput(createProductSchema, input), requestBaseUrl);
    return this.saving(values.name, () =>
      this.db.transaction(async (tx) => {
        await this.makeRoomFor(tx, manufacturer.id);
        const product = await new ProductsRepository(tx).insert(toRow(values, manufacturer.id));
        await this.onSaved(tx, product, true);
        return product;
      }),
    );
  }

  requireOwnedManufacturer(viewer: Viewer | null, manufacturerId: unknown) {
    return this.manufacturers.requireOwned(viewer, manufacturerId);
  }

  /**
   * Checks spreadsheet rows as importProducts would, writing nothing: each row is ready (valid
   * and a new name) or carries its errors by field.
   */
  async previewImport(
    viewer: Viewer | null,
    manufacturerId: unknown,
    rows: readonly SpreadsheetProduct[],
    requestBaseUrl?: string,
  ): Promise<ProductImportPreviewRow[]> {
    const manufacturer = await this.manufacturers.requireOwned(viewer, manufacturerId);
    const taken = await this.repository.namesOf(manufacturer.id);
    const seen = new Map<string, number>();
    return rows.map((row) => {
      const errors: ProductImportPreviewRow['errors'] = [];
      let photoProblem: string | null = row.imageUrl.trim() ? null : PRODUCT_ROW_NEEDS_PHOTO;
      const parsed = productRowSchema.safeParse(row);
      let values: ImportValues | null = null;
      if (!parsed.success) {
        errors.push(...parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
      } else {
        const v = parsed.data;
        let imageUrl: string | null = null;
        if (v.imageUrl) {
          try {
            imageUrl = this.imageUrls.toStored(v.imageUrl, 'imageUrl', requestBaseUrl);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            photoProblem = error.message;
          }
        }
        values = {
          name: v.name,
          description: v.description,
          retailPrice: koboToNaira(v.retailPrice),
          quantity: v.quantity,
          category: v.category ?? null,
          barCode: v.barCode ?? null,
          batchNumber: String(v.batchNumber),
          manufactureDate: v.manufactureDate.toISOString(),
          expiryDate: v.expiryDate.toISOString(),
          imageUrl,
        };
      }
      const key = row.name.toLowerCase();
      if (row.name && taken.has(key))
        errors.push({ field: 'name', message: `You already have a product named "${row.name}".` });
      else if (row.name && seen.has(key)) errors.push({ field: 'name', message: `Same name as row ${seen.get(key)}.` });
      if (row.name) seen.set(key, seen.get(key) ?? row.row);
      if (errors.length) {
        if (photoProblem) errors.push({ field: 'imageUrl', message: photoProblem });
        return { ...row, status: 'error', errors, values: null };
      }
      // Everything but the photo is right: the preview takes a photo for the row, then it is ready.
      if (photoProblem)
        return { ...row, status: 'needs-photo', errors: [{ field: 'imageUrl', message: photoProblem }], values };
      return { ...row, status: 'ready', errors, values };
    });
  }

  /**
   * Creates products all or nothing, each with its first batch, in one transaction within the
   * business's quota. A refusal names the row (1-based) in its field path, e.g. `3.retailPrice`.
   */
  async importMany(
    viewer: Viewer | null,
    manufacturerId: unknown,
    inputs: readonly Record<string, unknown>[],
    requestBaseUrl?: string,
  ): Promise<ProductRow[]> {
    const manufacturer = await this.manufacturers.requireOwned(viewer, manufacturerId);
    if (inputs.length === 0) throw badInput('Choose at least one product to import.');
    if (inputs.length > PRODUCTS_PER_IMPORT_MAX) {
      throw badInput(`Import at most ${PRODUCTS_PER_IMPORT_MAX.toLocaleString('en-US')} products at a time.`);
    }
    const seen = new Set<string>();
    const values = inputs.map((input, i) =>
      inRow(i, () => {
        const parsed = this.withStoredImage(parseInput(createProductSchema, input), requestBaseUrl);
        const key = parsed.name.toLowerCase();
        if (seen.has(key)) throw badInput(`"${parsed.name}" appears twice in this import.`, 'name');
        seen.add(key);
        return parsed;
      }),
    );
    return this.saving('', () =>
      this.db.transaction(async (tx) => {
        await this.makeRoomFor(tx, manufacturer.id, values.length);
        const repository = new ProductsRepository(tx);
        const created: ProductRow[] = [];
        for (const value of values) {
          const product = await repository.insert(toRow(value, manufacturer.id));
          await this.onSaved(tx, product, true);
          created.push(product);
        }
        return created;
      }),
    );
  }

  async update(
    viewer: Viewer | null,
    input: ProductInput & { id?: unknown },
    requestBaseUrl?: string,
  ): Promise<ProductRow> {
    const existing = await this.requireOwnedProduct(viewer, input.id);
    // Moving a product is allowed only into another business of the same owner.
    const manufacturerId =
      input.manufacturerId == null || input.manufacturerId === existing.manufacturerId
        ? existing.manufacturerId
        : (await this.manufacturers.requireOwned(viewer, input.manufacturerId)).id;
    const values = this.withStoredImage(parseInput(updateProductSchema, input), requestBaseUrl);
    return this.saving(values.name, () =>
      this.db.transaction(async (tx) => {
        if (manufacturerId !== existing.manufacturerId) await this.makeRoomFor(tx, manufacturerId);
        const updated = await new ProductsRepository(tx).update(
          existing.id,
          toRow(values, manufacturerId),
          this.clock(),
        );
        if (!updated) throw notFound(PRODUCT_NOT_FOUND);
        await this.onSaved(tx, updated, false);
        return updated;
      }),
    );
  }

  async remove(viewer: Viewer | null, id: unknown): Promise<ProductRow> {
    const existing = await this.requireOwnedProduct(viewer, id);
    const removed = await this.repository.delete(existing.id);
    if (!removed) throw notFound(PRODUCT_NOT_FOUND);
    return removed;
  }

  private withStoredImage<V extends { imageUrl: string }>(values: V, requestBaseUrl: string | undefined): V {
    return { ...values, imageUrl: this.imageUrls.toStored(values.imageUrl, 'imageUrl', requestBaseUrl) };
  }

  private async requireOwnedProduct(viewer: Viewer | null, id: unknown): Promise<ProductRow> {
    if (!viewer) throw unauthenticated();
    const product = typeof id === 'string' ? await this.findById(id) : null;
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    await this.manufacturers.requireOwned(viewer, product.manufacturerId).catch(() => {
      throw forbidden('You can only change your own products.');
    });
    return product;
  }

  /** Inside `tx`: refuses unless the business can take one more product, holding off parallel adds. */
  private async makeRoomFor(tx: Database, manufacturerId: string, adding = 1): Promise<void> {
    await lockQuota(tx, 'products', manufacturerId);
    const counts = await new ProductsRepository(tx).countByManufacturerIds([manufacturerId]);
    checkQuota({
      existing: counts.get(manufacturerId) ?? 0,
      adding,
      limit: this.productsPerBusiness,
      items: 'products',
      owner: 'business',
    });
  }

  private async saving<T>(name: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error, 'products_manufacturer_name_key')) {
        throw badInput(
          name ? `You already have a product named "${name}".` : 'You already have a product with one of these names.',
          'name',
        );
      }
      throw error;
    }
  }
}

/** Runs one row's check, naming the row (1-based) in a refusal's field path. */
function inRow<T>(index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
      const field = `${index + 1}.${error.field ?? ''}`.replace(/\.$/, '');
      throw new DomainError(error.code, error.message, field, error.issues);
    }
    throw error;
  }
}

function toRow(
  values: Omit<CreateProductValues, 'barCode'> & { barCode?: string | undefined },
  manufacturerId: string,
): ProductValues {
  return {
    manufacturerId,
    name: values.name,
    description: values.description,
    imageUrl: values.imageUrl,
    category: values.category ?? null,
    retailPriceKobo: values.retailPrice,
    quantity: values.quantity,
    batchNumber: values.batchNumber,
    batchQuantity: values.batchQuantity ?? null,
    barCode: values.barCode ?? null,
    manufactureDate: values.manufactureDate,
    expiryDate: values.expiryDate,
  };
}
