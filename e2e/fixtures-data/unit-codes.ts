/** Batches and their unit codes, made through the real API, for the Verify browser tests. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { createProduct, graphql, type Owner } from './dashboard-owner';

export const BATCH_NUMBER = 'B-2026-077';

/** A batch of 100 units of the product, made in Feb 2026 and expiring in Feb 2028. */
export async function addBatch(request: APIRequestContext, owner: Owner, productId: string, number = BATCH_NUMBER) {
  const { addBatch: batch } = await graphql<{ addBatch: { id: string } }>(
    request,
    `
      mutation ($productId: String, $input: BatchInput!) {
        addBatch(productId: $productId, input: $input) {
          id
        }
      }
    `,
    { productId, input: { number, manufactureDate: '2026-02-01', expiryDate: '2028-02-01', quantity: 100 } },
    owner.token,
  );
  return batch.id;
}

/** `count` new unit codes of the batch, once the job has made them, read back from the owner's one-time CSV. */
export async function generateCodes(request: APIRequestContext, owner: Owner, batchId: string, count: number) {
  await graphql(
    request,
    `
      mutation ($batchId: String, $count: NumberOrString) {
        generateUnitCodes(batchId: $batchId, count: $count) {
          id
        }
      }
    `,
    { batchId, count },
    owner.token,
  );
  await expect
    .poll(async () => {
      const { batch } = await graphql<{ batch: { latestCodeGeneration: { status: string } | null } }>(
        request,
        `
          query ($id: String) {
            batch(id: $id) {
              latestCodeGeneration {
                status
              }
            }
          }
        `,
        { id: batchId },
        owner.token,
      );
      return batch.latestCodeGeneration?.status;
    })
    .toBe('DONE');
  const csv = await request.get(`/batches/${batchId}/codes.csv`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(csv.ok()).toBe(true);
  return (await csv.text())
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[1]!);
}

/** A new product with one batch (BATCH_NUMBER) of `count` unit codes. */
export async function codesForNewBatch(request: APIRequestContext, owner: Owner, productName: string, count: number) {
  const productId = await createProduct(request, owner, productName);
  const batchId = await addBatch(request, owner, productId);
  return generateCodes(request, owner, batchId, count);
}
