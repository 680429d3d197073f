import {
  BATCH_ALREADY_RECALLED,
  BATCH_RECALLED_NO_CHANGES,
  batchSchema,
  recallSchema,
  type BatchValues,
} from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/db-errors';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { listWindow, type ListWindow } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import { checkQuota, lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { ProductsService } from '../products/products.service';
import { BatchSuppliesRepository } from './batch-supplies.repository';
import { BatchesRepository, type BatchFields, type BatchWithCodes, type RecalledBatch } from './batches.repository';

export type { BatchWithCodes, RecalledBatch };
type ProductRow = NonNullable<Awaited<ReturnType<ProductsService['findById']>>>;
type MakerRow = Awaited<ReturnType<ManufacturersService['requireOwned']>>;

/** A batch just recalled, with what the people to be told need. */
export interface Recall {
  batch: BatchWithCodes & { recalledAt: Date; recallReason: string };
  product: ProductRow;
  maker: MakerRow;
  /** The site's address, for links in mails. */
  siteUrl: string;
}

export const BATCH_NOT_FOUND = 'Batch not found';
const NOT_YOURS = 'You can only manage the batches of your own products.';

/** A product's batches: the manufacturer adds, edits and lists them; codes, supplies and recalls hang off them. */
export class BatchesService {
  private readonly repository: BatchesRepository;
  private onRecalled: (tx: Database, recall: Recall) => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly manufacturers: ManufacturersService,
    private readonly clock: Clock,
    private readonly batchesPerProduct: number,
  ) {
    this.repository = new BatchesRepository(db);
  }

  /** One batch with its code counts, for anyone (verification answers); null for an unknown or malformed id. */
  async findById(id: unknown): Promise<BatchWithCodes | null> {
    return isId(id) ? this.repository.findById(id.toLowerCase()) : null;
  }

  /** A product's batches, the newest first, for its owner only. */
  async listOfProduct(
    viewer: Viewer | null,
    productId: unknown,
    page: { take?: number | null; skip?: number | null } = {},
  ): Promise<BatchWithCodes[]> {
    const product = await this.requireOwnedProduct(viewer, productId);
    return this.repository.listOfProduct(product.id, listWindow(page.take, page.skip));
  }

  /** A product's batches without an ownership check (already checked by the caller, or public facts). */
  batchesOfProduct(productId: string, window = listWindow(undefined, undefined)): Promise<BatchWithCodes[]> {
    return this.repository.listOfProduct(productId, window);
  }

  async add(viewer: Viewer | null, productId: unknown, input: Record<string, unknown>): Promise<BatchWithCodes> {
    const product = await this.requireOwnedProduct(viewer, productId);
    const values = parseInput(batchSchema, input);
    await this.refuseTakenNumber(values, product.id);
    const inserted = await this.saving(values, () =>
      this.db.transaction(async (tx) => {
        await lockQuota(tx, 'batches', product.id);
        const repository = new BatchesRepository(tx);
        checkQuota({
          existing: await repository.countOfProduct(product.id),
          adding: 1,
          limit: this.batchesPerProduct,
          items: 'batches',
          owner: 'product',
        });
        return repository.insert(product.id, fieldsOf(values), this.clock());
      }),
    );
    return { ...inserted, codesRequested: 0, codesMade: 0 };
  }

  /**
   * Changes a batch's number, dates or quantity; the quantity cannot drop below the codes already
   * asked for. A recalled batch stays as it was recalled.
   */
  async update(viewer: Viewer | null, batchId: unknown, input: Record<string, unknown>): Promise<BatchWithCodes> {
    const { batch } = await this.requireOwnedBatch(viewer, batchId);
    const values = parseInput(batchSchema, input);
    await this.refuseTakenNumber(values, batch.productId, batch.id);
    return this.db.transaction(async (tx) => {
      const repository = new BatchesRepository(tx);
      const locked = await repository.lock(batch.id);
      if (!locked) throw notFound(BATCH_NOT_FOUND);
      refuseRecalled(locked);
      if (values.quantity < locked.codesRequested) {
        throw badInput(
          `This batch already has ${locked.codesRequested.toLocaleString('en-NG')} codes: its quantity cannot be less`,
          'quantity',
        );
      }
      const supplied = await new BatchSuppliesRepository(tx).unitsOf(batch.id);
      if (values.quantity < supplied) {
        throw badInput(
          `${supplied.toLocaleString('en-NG')} units of this batch are recorded as supplied to retailers: its quantity cannot be less`,
          'quantity',
        );
      }
      const updated = await this.saving(values, () => repository.update(batch.id, fieldsOf(values), this.clock()));
      if (!updated) throw notFound(BATCH_NOT_FOUND);
      return { ...updated, codesRequested: locked.codesRequested, codesMade: locked.codesMade };
    });
  }

  /** Runs inside the recall's transaction (the verification module tells the shoppers who asked). */
  whenRecalled(hook: (tx: Database, recall: Recall) => Promise<void>): void {
    this.onRecalled = hook;
  }

  /**
   * Recalls one of the viewer's batches with a reason for shoppers. In one transaction: the batch
   * is marked (codes of it then answer RECALLED) and whatever the hook writes (mails) goes with it.
   */
  async recall(viewer: Viewer | null, batchId: unknown, reason: unknown, siteUrl: string): Promise<BatchWithCodes> {
    const { batch, product, maker } = await this.requireOwnedBatch(viewer, batchId);
    const values = parseInput(recallSchema, { reason });
    return this.db.transaction(async (tx) => {
      const repository = new BatchesRepository(tx);
      const locked = await repository.lock(batch.id);
      if (!locked) throw notFound(BATCH_NOT_FOUND);
      if (locked.recalledAt) throw conflict(BATCH_ALREADY_RECALLED);
      const recalled = await repository.recall(batch.id, values.reason, this.clock());
      if (!recalled?.recalledAt || recalled.recallReason === null) throw conflict(BATCH_ALREADY_RECALLED);
      const done = {
        ...recalled,
        recalledAt: recalled.recalledAt,
        recallReason: recalled.recallReason,
        codesRequested: locked.codesRequested,
        codesMade: locked.codesMade,
      };
      await this.onRecalled(tx, { batch: done, product, maker, siteUrl });
      return done;
    });
  }

  /** The recalled batches of each product (public: product pages show a recall banner). */
  recalledOfProducts(productIds: readonly string[], window: ListWindow): Promise<RecalledBatch[]> {
    return this.repository.recalledOfProducts(productIds, window);
  }

  /** The viewer's batch, its product and maker; FORBIDDEN for another maker's, NOT_FOUND for none. */
  async requireOwnedBatch(
    viewer: Viewer | null,
    batchId: unknown,
  ): Promise<{ batch: BatchWithCodes; product: ProductRow; maker: MakerRow }> {
    if (!viewer) throw unauthenticated();
    const batch = await this.findById(batchId);
    if (!batch) throw notFound(BATCH_NOT_FOUND);
    const { product, maker } = await this.requireOwnedProductAndMaker(viewer, batch.productId);
    return { batch, product, maker };
  }

  /**
   * Inside the product's save transaction: its own batch fields become its first batch when it has
   * none: a new product, or one from before batches whose dates migration 0009 could not take,
   * once its owner saves it with valid ones. A product that has batches keeps them as they are.
   */
  async addFirstBatch(tx: Database, product: ProductRow, isNew: boolean): Promise<void> {
    const fields = firstBatchOf(product);
    if (!fields) return;
    const repository = new BatchesRepository(tx);
    if (!isNew && (await repository.anyOfProduct(product.id))) return;
    await repository.insert(product.id, fields, product.createdAt);
  }

  private async requireOwnedProduct(viewer: Viewer | null, productId: unknown): Promise<ProductRow> {
    return (await this.requireOwnedProductAndMaker(viewer, productId)).product;
  }

  private async requireOwnedProductAndMaker(
    viewer: Viewer | null,
    productId: unknown,
  ): Promise<{ product: ProductRow; maker: MakerRow }> {
    if (!viewer) throw unauthenticated();
    const product = typeof productId === 'string' ? await this.products.findById(productId) : null;
    if (!product) throw notFound('Product not found');
    const maker = await this.manufacturers.requireOwned(viewer, product.manufacturerId).catch(() => {
      throw forbidden(NOT_YOURS);
    });
    return { product, maker };
  }

  private async refuseTakenNumber(values: BatchValues, productId: string, exceptId?: string): Promise<void> {
    if (await this.repository.numberTaken(productId, values.number, exceptId)) throw numberTaken(values);
  }

  /** Saves; two parallel saves of one number meet the unique index, answered like the check before. */
  private async saving<T>(values: BatchValues, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error, 'product_batches_product_number_key')) throw numberTaken(values);
      throw error;
    }
  }
}

/** A product's batch fields as its first batch (as migration 0009 made them); null when its dates cannot make one. */
export function firstBatchOf(
  product: Pick<ProductRow, 'batchNumber' | 'batchQuantity' | 'quantity' | 'manufactureDate' | 'expiryDate'>,
): BatchFields | null {
  if (product.expiryDate.getTime() <= product.manufactureDate.getTime()) return null;
  return {
    number: String(product.batchNumber),
    manufactureDate: product.manufactureDate,
    expiryDate: product.expiryDate,
    quantity: Math.max(product.batchQuantity ?? product.quantity, 0),
  };
}

/** Under the batch's lock: a recalled batch gets no edits and no new codes. */
export function refuseRecalled(batch: { recalledAt: Date | null }): void {
  if (batch.recalledAt) throw conflict(BATCH_RECALLED_NO_CHANGES);
}

const numberTaken = (values: BatchValues) =>
  badInput(`This product already has a batch numbered "${values.number}".`, 'number');

function fieldsOf(values: BatchValues): BatchFields {
  return {
    number: values.number,
    manufactureDate: values.manufactureDate,
    expiryDate: values.expiryDate,
    quantity: values.quantity,
  };
}
