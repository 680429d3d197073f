import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PDF_SHEETS_AT_ONCE, PDF_SHEETS_BUSY } from './unit-codes.http';

const ADD_BATCH = /* GraphQL */ `
  mutation ($productId: String, $input: BatchInput!) {
    addBatch(productId: $productId, input: $input) {
      id
    }
  }
`;
const GENERATE = /* GraphQL */ `
  mutation ($batchId: String, $count: NumberOrString) {
    generateUnitCodes(batchId: $batchId, count: $count) {
      id
      requested
    }
  }
`;
const PROGRESS = /* GraphQL */ `
  query ($id: String) {
    batch(id: $id) {
      latestCodeGeneration {
        status
        pdfDownloaded
      }
    }
  }
`;

const BATCHES_PER_PRODUCT = 3;
const CODES_PER_DAY = 100;
/** Big enough that a sheet nobody reads cannot fit in the connection's buffers and end by itself. */
const HELD_SHEET_CODES = 12_000;

type Maker = Awaited<ReturnType<typeof manufacturerAccount>>;

describe('limits on batches, codes and label sheets', () => {
  let app: TestApp;
  let maker: Maker;
  let now = new Date('2026-03-10T20:00:00Z');
  beforeAll(async () => {
    app = await startTestApp({
      clock: () => now,
      quotas: { batchesPerProduct: BATCHES_PER_PRODUCT, unitCodesPerBusinessPerDay: CODES_PER_DAY },
    });
    maker = await manufacturerAccount(app);
  });
  afterAll(() => app.stop());

  const addBatch = (productId: string, number: string, quantity = 100, account = maker) =>
    app.gql(
      ADD_BATCH,
      { productId, input: { number, manufactureDate: '2026-01-01', expiryDate: '2028-01-01', quantity } },
      account.token,
    );

  async function finished(batchId: string, account = maker) {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const res = await app.gql(PROGRESS, { id: batchId }, account.token);
      if (res.data?.batch.latestCodeGeneration?.status === 'DONE') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the codes were not made in time');
  }

  it('refuses a batch past the quota of the product, also when asked for at once', async () => {
    // The product's own batch fields are its first batch.
    const product = await createProduct(app, maker, { name: 'Many batches cream' });
    const adds = await Promise.all(Array.from({ length: 12 }, (_, i) => addBatch(product.id, `B${i + 2}`)));
    expect(adds.filter((r) => r.data?.addBatch)).toHaveLength(BATCHES_PER_PRODUCT - 1);
    const refused = adds.filter((r) => r.errors);
    expect(refused).toHaveLength(10);
    for (const r of refused)
      expect(r.errors?.[0]).toMatchObject({
        message: 'This product already has 3 batches, the most one product can have.',
        extensions: { code: 'QUOTA_EXCEEDED' },
      });
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from product_batches where product_id = ${product.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(BATCHES_PER_PRODUCT);
    // Another product has its own.
    const next = await createProduct(app, maker, { name: 'Next batches cream' });
    expect((await addBatch(next.id, 'B2')).errors).toBeUndefined();
  });

  it("refuses codes past the business's codes a day, also when asked for at once, until the next day", async () => {
    const coder = await manufacturerAccount(app, { brandStoreName: 'Coded Foods', businessName: 'Coded Foods Ltd' });
    const batchIds: string[] = [];
    for (const name of ['Zobo', 'Kunu', 'Fura', 'Tiger nut'])
      batchIds.push(
        (await addBatch((await createProduct(app, coder, { name })).id, 'C1', 100, coder)).data?.addBatch.id,
      );
    const [a, b, c, d] = batchIds as [string, string, string, string];
    const runs = await Promise.all([a, b, c].map((batchId) => app.gql(GENERATE, { batchId, count: 60 }, coder.token)));
    expect(runs.filter((r) => r.data?.generateUnitCodes)).toHaveLength(1);
    const refused = runs.filter((r) => r.errors);
    expect(refused).toHaveLength(2);
    for (const r of refused)
      expect(r.errors?.[0]).toMatchObject({
        message: 'This business has asked for 60 codes today and can ask for 100 a day: ask for at most 40 more today.',
        extensions: { code: 'QUOTA_EXCEEDED', field: 'count' },
      });
    const free = [a, b, c].filter((_, i) => runs[i]?.errors);
    expect((await app.gql(GENERATE, { batchId: free[0], count: 40 }, coder.token)).errors).toBeUndefined();
    const full = await app.gql(GENERATE, { batchId: d, count: 1 }, coder.token);
    expect(full.errors?.[0]).toMatchObject({
      message: 'This business has asked for 100 codes today, the most it can ask for in a day. Try again tomorrow.',
      extensions: { code: 'QUOTA_EXCEEDED', field: 'count' },
    });
    // Another business is counted apart.
    const product = await createProduct(app, maker, { name: 'Apart cream' });
    const theirs = (await addBatch(product.id, 'A1')).data?.addBatch.id;
    expect((await app.gql(GENERATE, { batchId: theirs, count: 100 }, maker.token)).errors).toBeUndefined();

    // Midnight in Nigeria (23:00 UTC) starts a new day.
    now = new Date('2026-03-10T23:00:00Z');
    expect((await app.gql(GENERATE, { batchId: d, count: 100 }, coder.token)).errors).toBeUndefined();
  });

  it(`makes at most ${PDF_SHEETS_AT_ONCE} label sheets at once, and a busy answer leaves the download untaken`, async () => {
    const sheetMaker = await manufacturerAccount(app, { brandStoreName: 'Sheet Co', businessName: 'Sheet Co Ltd' });
    now = new Date('2026-03-12T10:00:00Z');
    const batchIds: string[] = [];
    for (const [i, count] of [HELD_SHEET_CODES, HELD_SHEET_CODES, 20].entries()) {
      const product = await createProduct(app, sheetMaker, { name: `Sheet cream ${i}` });
      const batchId = (await addBatch(product.id, 'S1', count, sheetMaker)).data?.addBatch.id as string;
      expect((await app.gql(GENERATE, { batchId, count: 20 }, sheetMaker.token)).errors).toBeUndefined();
      batchIds.push(batchId);
    }
    // (Held sheets are large: their codes are added straight to the runs' counts.)
    await Promise.all(batchIds.map((id) => finished(id, sheetMaker)));
    await app.database.db.execute(
      sql`update code_generation_jobs set requested = ${HELD_SHEET_CODES}, done = ${HELD_SHEET_CODES}
          where batch_id in (${batchIds[0]}, ${batchIds[1]})`,
    );

    // Two sheets whose readers read nothing: each holds its slot.
    const held = await Promise.all(batchIds.slice(0, PDF_SHEETS_AT_ONCE).map((id) => openUnread(id, sheetMaker)));
    expect(held.map((r) => r.statusCode)).toEqual([200, 200]);

    const busy = await fetch(`${app.url}/batches/${batchIds[2]}/codes.pdf`, {
      headers: { authorization: `Bearer ${sheetMaker.token}` },
    });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
    expect((await busy.json()).error.message).toBe(PDF_SHEETS_BUSY);
    const untaken = await app.gql(PROGRESS, { id: batchIds[2] }, sheetMaker.token);
    expect(untaken.data?.batch.latestCodeGeneration.pdfDownloaded).toBe(false);

    // A reader who leaves frees the slot; the sheet is then there to take.
    held[0]!.destroy();
    for (const deadline = Date.now() + 10_000; ; ) {
      const res = await fetch(`${app.url}/batches/${batchIds[2]}/codes.pdf`, {
        headers: { authorization: `Bearer ${sheetMaker.token}` },
      });
      if (res.status === 200) {
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
        break;
      }
      expect(res.status).toBe(503);
      await res.arrayBuffer();
      if (Date.now() > deadline) throw new Error('the slot was not freed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    held[1]!.destroy();
  });

  /** A GET of the sheet whose body is never read. */
  function openUnread(batchId: string, account: Maker): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      http
        .get(
          `${app.url}/batches/${batchId}/codes.pdf`,
          { headers: { authorization: `Bearer ${account.token}` } },
          (res) => {
            res.pause();
            resolve(res);
          },
        )
        .on('error', reject);
    });
  }
});
