import { randomBytes } from 'node:crypto';
import { createUnitCode } from '@kasuwa/domain';
import { batchSupplies, productBatches, unitCodes } from '../batches/batches.table';
import type { TestApp } from '../../test/test-app';

/**
 * A batch of `product` with `count` unit codes, written straight to the database the way the
 * batches module stores them (only the keyed hash), and the plain codes for the test to check.
 */
export async function batchWithCodes(
  app: TestApp,
  productId: string,
  options: { count?: number; number?: string; expiryDate?: Date; recallReason?: string; storeIds?: string[] } = {},
) {
  const db = app.database.db;
  const [batch] = await db
    .insert(productBatches)
    .values({
      productId,
      number: options.number ?? `B-${Math.random().toString(36).slice(2, 8)}`,
      manufactureDate: new Date('2024-06-01T00:00:00Z'),
      expiryDate: options.expiryDate ?? new Date('2030-01-01T00:00:00Z'),
      quantity: 1000,
      recalledAt: options.recallReason ? new Date() : null,
      recallReason: options.recallReason ?? null,
    })
    .returning();
  if (!batch) throw new Error('no batch');
  const codes = Array.from({ length: options.count ?? 3 }, () => createUnitCode((n) => randomBytes(n)));
  await db
    .insert(unitCodes)
    .values(
      codes.map((code, i) => ({ batchId: batch.id, serial: i + 1, codeHash: app.services.unitCodeHasher.hash(code) })),
    );
  for (const storeId of options.storeIds ?? []) {
    await db.insert(batchSupplies).values({ batchId: batch.id, storeId, units: 50, suppliedOn: '2026-02-01' });
  }
  return { batch, codes };
}
