import { batchSupplySchema, CHOOSE_A_RETAILER, unitsLeftMessage, unitsNotSupplied } from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { badInput, notFound, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { ListWindow } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import type { Viewer } from '../../platform/viewer';
import { BatchSuppliesRepository, type SupplyWithStore } from './batch-supplies.repository';
import { BatchesRepository } from './batches.repository';
import { BATCH_NOT_FOUND, type BatchesService } from './batches.service';

export type { SupplyWithStore };

export const SUPPLY_NOT_FOUND = 'Supply not found';
export const NOT_YOUR_RETAILER = `That retailer is not one of yours. ${CHOOSE_A_RETAILER}.`;

/** Where a batch went: the maker records supplies of it to their own retailers, and removes them. */
export class BatchSuppliesService {
  private readonly repository: BatchSuppliesRepository;

  constructor(
    private readonly db: Database,
    private readonly deps: { batches: BatchesService; clock: Clock },
  ) {
    this.repository = new BatchSuppliesRepository(db);
  }

  /**
   * Records a supply of one of the viewer's batches to one of their retailers, on a day from the
   * batch's manufacture to today; the units counted in all its supplies stay within its quantity.
   */
  async record(viewer: Viewer | null, batchId: unknown, input: Record<string, unknown>): Promise<SupplyWithStore> {
    const { batch, maker } = await this.deps.batches.requireOwnedBatch(viewer, batchId);
    const unitsSupplied = await this.repository.unitsOf(batch.id);
    const values = parseInput(batchSupplySchema({ ...batch, unitsSupplied }, this.deps.clock()), input);
    const store = isId(values.storeId) ? await this.repository.storeOf(maker.id, values.storeId.toLowerCase()) : null;
    if (!store) throw badInput(NOT_YOUR_RETAILER, 'storeId');
    const supply = await this.db.transaction(async (tx) => {
      // The batch's lock keeps two parallel supplies from passing its quantity together.
      const locked = await new BatchesRepository(tx).lock(batch.id);
      if (!locked) throw notFound(BATCH_NOT_FOUND);
      const repository = new BatchSuppliesRepository(tx);
      if (values.units !== undefined) {
        const left = unitsNotSupplied({ quantity: locked.quantity, unitsSupplied: await repository.unitsOf(batch.id) });
        if (values.units > left) throw badInput(unitsLeftMessage(left), 'units');
      }
      return repository.insert({
        batchId: batch.id,
        storeId: store.id,
        units: values.units ?? null,
        suppliedOn: values.suppliedOn,
        createdAt: this.deps.clock(),
      });
    });
    return { ...supply, store };
  }

  /** Removes a supply of one of the viewer's batches. */
  async remove(viewer: Viewer | null, id: unknown): Promise<boolean> {
    if (!viewer) throw unauthenticated();
    const supply = isId(id) ? await this.repository.findById(id.toLowerCase()) : null;
    if (!supply) throw notFound(SUPPLY_NOT_FOUND);
    await this.deps.batches.requireOwnedBatch(viewer, supply.batchId);
    if (!(await this.repository.delete(supply.id))) throw notFound(SUPPLY_NOT_FOUND);
    return true;
  }

  /** Each batch's supplies in one slice (the caller has checked who may see the batches). */
  ofBatches(batchIds: readonly string[], window: ListWindow): Promise<SupplyWithStore[]> {
    return this.repository.ofBatches(batchIds, window);
  }

  /** The units counted in each batch's supplies. */
  unitsOfBatches(batchIds: readonly string[]): Promise<Map<string, number>> {
    return this.repository.unitsOfBatches(batchIds);
  }
}
