import { createProductSchema, updateProductSchema, type CreateProductValues } from '@kasuwa/domain';
import type { Database } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { isUniqueViolation } from '../../shared/db-errors';
import { badInput, forbidden, notFound, unauthenticated } from '../../shared/errors';
import { isId } from '../../shared/ids';
import { parseInput } from '../../shared/parse-input';
import type { Viewer } from '../../shared/viewer';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import { ProductsRepository, type ProductFilter, type ProductValues } from './products.repository';
import type { ProductRow } from './products.table';

export const PRODUCTS_PAGE_MAX = 200;
export const PRODUCTS_PAGE_DEFAULT = 100;
export const PRODUCT_NOT_FOUND = 'Product not found';

type ProductInput = Record<string, unknown> & { manufacturerId?: unknown };

export class ProductsService {
  private readonly repository: ProductsRepository;

  constructor(
    db: Database,
    private readonly manufacturers: ManufacturersService,
    private readonly clock: Clock,
  ) {
    this.repository = new ProductsRepository(db);
  }

  list(filter: ProductFilter, page: { take?: number | null; skip?: number | null } = {}) {
    const take = Math.min(Math.max(page.take ?? PRODUCTS_PAGE_DEFAULT, 0), PRODUCTS_PAGE_MAX);
    const skip = Math.max(page.skip ?? 0, 0);
    return this.repository.list(filter, { take, skip });
  }

  async findById(id: string): Promise<ProductRow | null> {
    return (isId(id) && (await this.repository.findById(id))) || null;
  }

  countByManufacturerIds(ids: readonly string[]) {
    return this.repository.countByManufacturerIds(ids);
  }

  async create(viewer: Viewer | null, input: ProductInput): Promise<ProductRow> {
    const manufacturer = await this.manufacturers.requireOwned(viewer, input.manufacturerId);
    const values = parseInput(createProductSchema, input);
    return this.saving(values.name, () => this.repository.insert(toRow(values, manufacturer.id)));
  }

  async update(viewer: Viewer | null, input: ProductInput & { id?: unknown }): Promise<ProductRow> {
    const existing = await this.requireOwnedProduct(viewer, input.id);
    // Moving a product is allowed only into another business of the same owner.
    const manufacturerId =
      input.manufacturerId == null || input.manufacturerId === existing.manufacturerId
        ? existing.manufacturerId
        : (await this.manufacturers.requireOwned(viewer, input.manufacturerId)).id;
    const values = parseInput(updateProductSchema, input);
    return this.saving(values.name, async () => {
      const updated = await this.repository.update(existing.id, toRow(values, manufacturerId), this.clock());
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      return updated;
    });
  }

  async remove(viewer: Viewer | null, id: unknown): Promise<ProductRow> {
    const existing = await this.requireOwnedProduct(viewer, id);
    const removed = await this.repository.delete(existing.id);
    if (!removed) throw notFound(PRODUCT_NOT_FOUND);
    return removed;
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

  private async saving(name: string, save: () => Promise<ProductRow>): Promise<ProductRow> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error, 'products_manufacturer_name_key')) {
        throw badInput(`You already have a product named "${name}".`, 'name');
      }
      throw error;
    }
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
