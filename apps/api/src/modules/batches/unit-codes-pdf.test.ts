import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { openPdf, pageText, readQrCodes, renderPage } from '../../test/pdf-pages';
import { startTestApp, type TestApp } from '../../test/test-app';
import { LABELS_PER_PAGE } from './label-sheet';

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
    }
  }
`;
const PROGRESS = /* GraphQL */ `
  query ($id: String) {
    batch(id: $id) {
      latestCodeGeneration {
        status
        csvDownloaded
        pdfDownloaded
      }
    }
  }
`;
const CODES = 40;

describe('unit codes as a printable PDF sheet of labels', () => {
  let app: TestApp;
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  let other: Awaited<ReturnType<typeof manufacturerAccount>>;
  beforeAll(async () => {
    app = await startTestApp();
    maker = await manufacturerAccount(app);
    other = await manufacturerAccount(app, { brandStoreName: 'Other Beauty', businessName: 'Other Ltd' });
  });
  afterAll(() => app.stop());

  async function batchWithCodes(productName: string) {
    const product = await createProduct(app, maker, { name: productName });
    const added = await app.gql(
      ADD_BATCH,
      {
        productId: product.id,
        input: { number: 'LAG-2026/04', manufactureDate: '2026-01-01', expiryDate: '2028-01-01', quantity: 100 },
      },
      maker.token,
    );
    const batchId = added.data?.addBatch.id as string;
    const started = await app.gql(GENERATE, { batchId, count: CODES }, maker.token);
    expect(started.errors).toBeUndefined();
    // A deadline, not a count of polls: a busy machine slows the background job.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const res = await app.gql(PROGRESS, { id: batchId }, maker.token);
      if (res.data?.batch.latestCodeGeneration?.status === 'DONE') return batchId;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the codes were not made in time');
  }

  const get = (batchId: string, format: 'csv' | 'pdf', token?: string, method = 'GET') =>
    fetch(`${app.url}/batches/${batchId}/codes.${format}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it(
    'is a sheet of labels whose QR codes scan back to exactly the CSV links, downloadable once',
    { timeout: 90_000 },
    async () => {
      const batchId = await batchWithCodes('Shea Butter Body Cream with Vitamin E, 250 ml');

      // Refusals take nothing: a guest, another maker, and HEAD (which would give no codes).
      const guest = await get(batchId, 'pdf');
      expect(guest.status).toBe(401);
      expect((await guest.json()).error.message).toBe('You must be logged in to download codes.');
      expect((await get(batchId, 'pdf', other.token)).status).toBe(403);
      expect((await get(batchId, 'pdf', maker.token, 'HEAD')).status).toBe(405);

      const csv = await get(batchId, 'csv', maker.token);
      expect(csv.status).toBe(200);
      const rows = (await csv.text())
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => {
          const [serial, code, url] = line.split(',');
          return { serial: Number(serial), code: code!, url: url! };
        });
      expect(rows).toHaveLength(CODES);

      const res = await get(batchId, 'pdf', maker.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="codes-batch-LAG-2026-04-1.pdf"');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

      const pdf = await openPdf(bytes);
      expect(pdf.numPages).toBe(Math.ceil(CODES / LABELS_PER_PAGE));
      for (let page = 1; page <= pdf.numPages; page++) {
        const onPage = rows.slice((page - 1) * LABELS_PER_PAGE, page * LABELS_PER_PAGE);
        // Rendered at 144 dpi, as a phone camera would see a printed label up close.
        const scanned = await readQrCodes(await renderPage(pdf, page, 2), LABELS_PER_PAGE + 1);
        expect(scanned.sort()).toEqual(onPage.map((r) => r.url).sort());
        // Each label's code in text, in groups of 4 over two lines, beside its serial, in serial order.
        const text = await pageText(pdf, page);
        const labels = onPage.map((r) => {
          const [a, b, c, d] = r.code.split('-');
          return [`${a}-${b}`, `${c}-${d}`, `No. ${r.serial}`];
        });
        expect(text.filter((t) => /^[0-9A-Y]{4}-[0-9A-Y]{4}$|^No\. \d+$/.test(t))).toEqual(labels.flat());
        expect(text).toContain('Batch LAG-2026/04');
        expect(text).toContain('Shea Butter Body Cream');
        expect(text).toContain('with Vitamin E, 250 ml');
      }

      // Once: then 410 Gone; both formats taken, the seed the codes came from is gone.
      const again = await get(batchId, 'pdf', maker.token);
      expect(again.status).toBe(410);
      expect((await again.json()).error.message).toMatch(/already downloaded as PDF.*only once/);
      const progress = await app.gql(PROGRESS, { id: batchId }, maker.token);
      expect(progress.data?.batch.latestCodeGeneration).toMatchObject({ csvDownloaded: true, pdfDownloaded: true });
      const seeds = (await app.database.db.execute(
        sql`select count(*)::int as n from code_generation_jobs where batch_id = ${batchId} and sealed_seed is not null`,
      )) as unknown as { rows: { n: number }[] };
      expect(seeds.rows[0]?.n).toBe(0);
    },
  );

  it('refuses a batch with no codes and an id that is not a batch', async () => {
    const product = await createProduct(app, maker, { name: 'Uncoded cream' });
    const added = await app.gql(
      ADD_BATCH,
      {
        productId: product.id,
        input: { number: 'B9', manufactureDate: '2026-01-01', expiryDate: '2028-01-01', quantity: 5 },
      },
      maker.token,
    );
    const none = await get(added.data?.addBatch.id as string, 'pdf', maker.token);
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe('This batch has no unit codes yet.');
    expect((await get('not-a-batch', 'pdf', maker.token)).status).toBe(404);
    expect((await fetch(`${app.url}/batches/not-a-batch/codes.pdf`, { method: 'POST' })).status).toBe(405);
  });
});
