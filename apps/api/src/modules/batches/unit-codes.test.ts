import {
  CODES_STILL_BEING_MADE,
  DOWNLOAD_LAST_RUN_FIRST,
  hasValidCheckCharacter,
  normaliseUnitCode,
} from '@kasuwa/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { CODES_RUN_FAILED } from './unit-codes.service';

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
      done
      status
      firstSerial
    }
  }
`;
const UPDATE_BATCH = /* GraphQL */ `
  mutation ($id: String, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) {
      quantity
    }
  }
`;
const PROGRESS = /* GraphQL */ `
  query ($id: String) {
    batch(id: $id) {
      codesMade
      codesAvailable
      latestCodeGeneration {
        requested
        done
        status
        csvDownloaded
      }
    }
  }
`;

describe('unit codes', () => {
  let app: TestApp;
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  let other: Awaited<ReturnType<typeof manufacturerAccount>>;
  beforeAll(async () => {
    app = await startTestApp();
    maker = await manufacturerAccount(app);
    other = await manufacturerAccount(app, { brandStoreName: 'Other Beauty', businessName: 'Other Ltd' });
  });
  afterAll(() => app.stop());

  async function newBatch(quantity: number, name: string) {
    const product = await createProduct(app, maker, { name });
    const res = await app.gql(
      ADD_BATCH,
      {
        productId: product.id,
        input: { number: 'B1', manufactureDate: '2026-01-01', expiryDate: '2028-01-01', quantity },
      },
      maker.token,
    );
    return res.data?.addBatch.id as string;
  }

  async function finished(batchId: string) {
    for (let i = 0; i < 200; i++) {
      const res = await app.gql(PROGRESS, { id: batchId }, maker.token);
      // Read again once done: the batch's counts are read before its latest run's status.
      if (res.data?.batch.latestCodeGeneration?.status === 'DONE')
        return (await app.gql(PROGRESS, { id: batchId }, maker.token)).data?.batch;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the codes were not made in time');
  }

  const rowsOf = async (query: SQL) =>
    ((await app.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  const download = (batchId: string, token = maker.token) =>
    fetch(`${app.url}/batches/${batchId}/codes.csv`, { headers: { authorization: `Bearer ${token}` } });

  it('makes exactly N distinct keyed hashes in the background and keeps no plain code', async () => {
    const batchId = await newBatch(5000, 'Coded cream');
    const started = await app.gql(GENERATE, { batchId, count: '2500' }, maker.token);
    expect(started.data?.generateUnitCodes).toMatchObject({ requested: 2500, firstSerial: 1 });
    const batch = await finished(batchId);
    expect(batch).toMatchObject({ codesMade: 2500, codesAvailable: 2500 });

    const rows = await rowsOf(
      sql`select count(*)::int as n, count(distinct code_hash)::int as hashes, min(serial) as first, max(serial) as last,
              min(octet_length(code_hash)) as len
       from unit_codes where batch_id = ${batchId}`,
    );
    expect(rows[0]).toEqual({ n: 2500, hashes: 2500, first: 1, last: 2500, len: 32 });

    // The CSV's codes are the hashed ones.
    const res = await download(batchId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('serial,code,url');
    expect(lines).toHaveLength(2501);
    const [serial, code, url] = lines[1]!.split(',');
    expect(serial).toBe('1');
    expect(hasValidCheckCharacter(code!)).toBe(true);
    expect(url).toBe(`${app.url}/v/${code}`);
    const hash = app.services.unitCodeHasher.hash(code!);
    expect(await rowsOf(sql`select serial from unit_codes where code_hash = ${hash}`)).toEqual([{ serial: 1 }]);
    const dump = await rowsOf(sql`select u.*, j.* from unit_codes u join code_generation_jobs j using (batch_id)`);
    const text = JSON.stringify(dump);
    expect(text).not.toContain(normaliseUnitCode(code!));
    expect(text).not.toContain(code!);

    // Once: then 410 Gone with a clear message.
    const again = await download(batchId);
    expect(again.status).toBe(410);
    expect((await again.json()).error.message).toMatch(/already downloaded as CSV.*only once/);

    // The next run continues the serials.
    const next = await app.gql(GENERATE, { batchId, count: 10 }, maker.token);
    expect(next.data?.generateUnitCodes.firstSerial).toBe(2501);
  });

  it('refuses more than the batch allows, more than 100,000 at once, and another maker', async () => {
    const batchId = await newBatch(200_000, 'Large cream');
    const tooMany = await app.gql(GENERATE, { batchId, count: 100_001 }, maker.token);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'At most 100,000 codes per request',
      extensions: { code: 'BAD_USER_INPUT', field: 'count' },
    });
    const small = await newBatch(30, 'Small cream');
    const overQuantity = await app.gql(GENERATE, { batchId: small, count: 31 }, maker.token);
    expect(overQuantity.errors?.[0]?.message).toBe('This batch has room for 30 more codes');
    const theirs = await app.gql(GENERATE, { batchId: small, count: 5 }, other.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await download(small, other.token)).status).toBe(403);
    const none = await app.gql(PROGRESS, { id: small }, maker.token);
    expect(none.data?.batch).toMatchObject({ codesMade: 0, codesAvailable: 30, latestCodeGeneration: null });
  });

  it('says a failed run has nothing to download (410), not that it is still running', async () => {
    const batchId = await newBatch(20, 'Failed cream');
    const started = await app.gql(GENERATE, { batchId, count: 5 }, maker.token);
    await finished(batchId);
    await app.database.db.execute(
      sql`update code_generation_jobs set status = 'failed' where id = ${started.data?.generateUnitCodes.id}`,
    );
    const refused = await download(batchId);
    expect(refused.status).toBe(410);
    expect((await refused.json()).error.message).toBe(CODES_RUN_FAILED);
    // Nothing of it can be lost: the codes can be asked for again at once.
    const again = await app.gql(GENERATE, { batchId, count: 5 }, maker.token);
    expect(again.errors).toBeUndefined();
  });

  it("asks for the last run's codes to be downloaded before another run, so none become undownloadable", async () => {
    const batchId = await newBatch(200, 'Two-run cream');
    expect((await app.gql(GENERATE, { batchId, count: 50 }, maker.token)).errors).toBeUndefined();
    const early = await app.gql(GENERATE, { batchId, count: 50 }, maker.token);
    expect(early.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'count' } });
    expect([CODES_STILL_BEING_MADE, DOWNLOAD_LAST_RUN_FIRST]).toContain(early.errors?.[0]?.message);
    await finished(batchId);
    const undownloaded = await app.gql(GENERATE, { batchId, count: 50 }, maker.token);
    expect(undownloaded.errors?.[0]).toMatchObject({
      message: DOWNLOAD_LAST_RUN_FIRST,
      extensions: { code: 'CONFLICT', field: 'count' },
    });
    expect((await finished(batchId))?.codesMade).toBe(50);

    // One file taken (the PDF here) is enough: the next run follows on.
    const pdf = await fetch(`${app.url}/batches/${batchId}/codes.pdf`, {
      headers: { authorization: `Bearer ${maker.token}` },
    });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    const second = await app.gql(GENERATE, { batchId, count: 50 }, maker.token);
    expect(second.data?.generateUnitCodes).toMatchObject({ firstSerial: 51 });
    await finished(batchId);

    // A run whose download window has closed is lost anyway: it does not hold the batch up.
    await app.database.db.execute(
      sql`update code_generation_jobs set download_until = now() - interval '1 minute' where id = ${second.data?.generateUnitCodes.id}`,
    );
    const third = await app.gql(GENERATE, { batchId, count: 50 }, maker.token);
    expect(third.data?.generateUnitCodes).toMatchObject({ firstSerial: 101 });
  });

  it('starts one run of requests at once, and never lets the quantity drop below the codes', async () => {
    const batchId = await newBatch(50, 'Raced cream');
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => app.gql(GENERATE, { batchId, count: 10 }, maker.token)),
    );
    expect(runs.filter((r) => r.data?.generateUnitCodes)).toHaveLength(1);
    const refused = runs.filter((r) => r.errors?.[0]?.extensions?.field === 'count');
    expect(refused).toHaveLength(7);
    expect(refused.every((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toBe(true);

    const shrunk = await newBatch(50, 'Shrunk cream');
    const [generated, updated] = await Promise.all([
      app.gql(GENERATE, { batchId: shrunk, count: 40 }, maker.token),
      app.gql(
        UPDATE_BATCH,
        { id: shrunk, input: { number: 'B1', manufactureDate: '2026-01-01', expiryDate: '2028-01-01', quantity: 10 } },
        maker.token,
      ),
    ]);
    // One of the two goes first; the other sees it.
    expect([generated.errors?.[0]?.extensions?.field, updated.errors?.[0]?.extensions?.field].sort()).toEqual(
      generated.errors ? ['count', undefined] : ['quantity', undefined],
    );
    const after = await app.gql(
      /* GraphQL */ `
        query ($id: String) {
          batch(id: $id) {
            quantity
            codesRequested
          }
        }
      `,
      { id: shrunk },
      maker.token,
    );
    expect(after.data?.batch.codesRequested).toBeLessThanOrEqual(after.data?.batch.quantity);
  });
});
