import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BATCH_ALREADY_RECALLED, RECALL_REASON_TOO_LONG, RECALL_REASON_TOO_SHORT } from '@kasuwa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { MailMessage } from '../mail/mailer';
import { batchWithCodes } from './verification.fixtures';
import { recallSubscriptions } from './verification.table';

const SITE = 'https://kasuwa.example';

const RECALL = /* GraphQL */ `
  mutation ($batchId: String!, $reason: String!) {
    recallBatch(batchId: $batchId, reason: $reason) {
      id
      number
      recalledAt
      recallReason
    }
  }
`;
const BATCH = /* GraphQL */ `
  query ($id: String) {
    batch(id: $id) {
      recalledAt
      recallReason
    }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation ($code: String!, $email: String) {
    verifyCode(code: $code, email: $email) {
      result
      recallAdvice
      batch {
        number
        recallReason
        recalledAt
      }
    }
  }
`;
const PRODUCT = /* GraphQL */ `
  query ($id: String) {
    product(where: { id: $id }) {
      id
      recalledBatches {
        number
        reason
        recalledAt
        expiryDate
      }
    }
  }
`;
const STORE_PRODUCTS = /* GraphQL */ `
  query ($manufacturerId: String) {
    products(where: { manufacturerId: { equals: $manufacturerId } }, take: 20) {
      id
      recalledBatches(take: 3) {
        number
        reason
      }
    }
  }
`;

describe('recalling a batch', () => {
  let app: TestApp;
  let statements: string[] = [];
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  let other: Awaited<ReturnType<typeof manufacturerAccount>>;
  let productId: string;

  beforeAll(async () => {
    app = await startTestApp({ publicUrl: SITE, onQuery: (sql) => void statements.push(sql) });
    maker = await manufacturerAccount(app);
    other = await manufacturerAccount(app, { businessName: 'Other Ltd', brandStoreName: 'Other Brand' });
    productId = (await createProduct(app, maker, { name: 'Shea Butter Cream' })).id;
  });
  afterAll(() => app.stop());

  const recall = (batchId: string, reason: string, token?: string) => app.gql(RECALL, { batchId, reason }, token);
  const stateOf = async (batchId: string) => (await app.gql(BATCH, { id: batchId }, maker.token)).data?.batch;

  async function outbox(to: string): Promise<MailMessage[]> {
    const dir = path.join(app.dataDir, 'outbox');
    const files = await readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))),
    );
    return (mails as MailMessage[]).filter((m) => m.to === to);
  }
  async function mailsTo(to: string, count: number): Promise<MailMessage[]> {
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 50))) {
      const mails = await outbox(to);
      if (mails.length >= count) return mails;
    }
    throw new Error(`${count} mails to ${to} never arrived`);
  }

  it("lets the batch's maker recall it with a trimmed reason; codes of it then answer RECALLED with the reason", async () => {
    const { batch, codes } = await batchWithCodes(app, productId, { number: 'LOT-9' });
    const res = await recall(batch.id, '  Mercury found in samples  ', maker.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.recallBatch).toMatchObject({
      id: batch.id,
      number: 'LOT-9',
      recallReason: 'Mercury found in samples',
    });
    expect(res.data?.recallBatch.recalledAt).toEqual(expect.any(String));

    const answer = (await app.gql(VERIFY, { code: codes[0] })).data?.verifyCode;
    expect(answer).toMatchObject({
      result: 'RECALLED',
      batch: { number: 'LOT-9', recallReason: 'Mercury found in samples' },
    });
    expect(answer.recallAdvice).toMatch(/Stop using this product/);
  });

  it('refuses a guest and another maker, and changes nothing', async () => {
    const { batch, codes } = await batchWithCodes(app, productId);
    const guest = await recall(batch.id, 'Mercury found in samples');
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stranger = await recall(batch.id, 'Mercury found in samples', other.token);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await recall('not-an-id', 'Mercury found in samples', maker.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await stateOf(batch.id)).toEqual({ recalledAt: null, recallReason: null });
    expect((await app.gql(VERIFY, { code: codes[0] })).data?.verifyCode.result).toBe('GENUINE');
  });

  it('refuses a reason under 5 or over 500 characters with its message, and changes nothing', async () => {
    const { batch } = await batchWithCodes(app, productId);
    for (const [reason, message] of [
      ['  bad ', RECALL_REASON_TOO_SHORT],
      ['', RECALL_REASON_TOO_SHORT],
      ['x'.repeat(501), RECALL_REASON_TOO_LONG],
    ] as const) {
      const res = await recall(batch.id, reason, maker.token);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'reason' } });
    }
    expect(RECALL_REASON_TOO_SHORT).toBe('Tell shoppers why this batch is recalled (at least 5 characters).');
    expect(await stateOf(batch.id)).toEqual({ recalledAt: null, recallReason: null });
    expect((await recall(batch.id, 'x'.repeat(500), maker.token)).errors).toBeUndefined();
  });

  it('answers a second recall CONFLICT and keeps the first reason and time', async () => {
    const { batch } = await batchWithCodes(app, productId);
    const first = await recall(batch.id, 'Mislabelled expiry date', maker.token);
    expect(first.errors).toBeUndefined();
    const second = await recall(batch.id, 'Another reason entirely', maker.token);
    expect(second.errors?.[0]).toMatchObject({ message: BATCH_ALREADY_RECALLED, extensions: { code: 'CONFLICT' } });
    expect(await stateOf(batch.id)).toEqual({
      recalledAt: first.data?.recallBatch.recalledAt,
      recallReason: 'Mislabelled expiry date',
    });
  });

  it('lists the recall on the public product, the latest first, and a product list loads them in one statement', async () => {
    const product = await createProduct(app, maker, { name: 'Recalled Soap' });
    const clean = await createProduct(app, maker, { name: 'Clean Soap' });
    const older = await batchWithCodes(app, product.id, {
      number: 'OLD-1',
      expiryDate: new Date('2029-05-01T00:00:00Z'),
    });
    const newer = await batchWithCodes(app, product.id, { number: 'NEW-2' });
    await batchWithCodes(app, product.id, { number: 'FINE-3' });
    expect((await recall(older.batch.id, 'Wrong perfume in the bottles', maker.token)).errors).toBeUndefined();
    expect((await recall(newer.batch.id, 'Seal may be broken', maker.token)).errors).toBeUndefined();

    const res = await app.gql(PRODUCT, { id: product.id });
    expect(res.errors).toBeUndefined();
    expect(res.data?.product.recalledBatches).toEqual([
      { number: 'NEW-2', reason: 'Seal may be broken', recalledAt: expect.any(String), expiryDate: expect.any(String) },
      expect.objectContaining({
        number: 'OLD-1',
        reason: 'Wrong perfume in the bottles',
        expiryDate: '2029-05-01T00:00:00.000Z',
      }),
    ]);
    expect((await app.gql(PRODUCT, { id: clean.id })).data?.product.recalledBatches).toEqual([]);

    statements = [];
    const list = await app.gql(STORE_PRODUCTS, { manufacturerId: maker.manufacturerId });
    expect(list.errors).toBeUndefined();
    const products = list.data?.products as { id: string; recalledBatches: unknown[] }[];
    expect(products.length).toBeGreaterThanOrEqual(3);
    expect(products.find((p) => p.id === product.id)?.recalledBatches).toHaveLength(2);
    expect(products.find((p) => p.id === clean.id)?.recalledBatches).toEqual([]);
    expect(statements.filter((s) => s.includes('"product_batches"'))).toHaveLength(1);
  });

  it('refuses a malformed email before counting the check: the next one is still the first', async () => {
    const product = await createProduct(app, maker, { name: 'Hair Oil' });
    const { codes } = await batchWithCodes(app, product.id, { count: 1 });
    for (const email of ['not-an-email', `${'a'.repeat(300)}@example.com`]) {
      const refused = await app.gql(VERIFY, { code: codes[0], email });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    }
    const first = await app.gql(VERIFY, { code: codes[0] });
    expect(first.data?.verifyCode).toMatchObject({ result: 'GENUINE' });
  });

  it('mails each shopper who verified a unit of the batch and left an email, once, in the recall', async () => {
    const product = await createProduct(app, maker, { name: 'Baby Oil' });
    const { batch, codes } = await batchWithCodes(app, product.id, { number: 'BO-77', count: 4 });
    const elsewhere = await batchWithCodes(app, product.id, { number: 'BO-78' });
    const chi = `chi.${Date.now()}@example.com`;
    const tunde = `tunde.${Date.now()}@example.com`;
    const bystander = `bystander.${Date.now()}@example.com`;
    const late = `late.${Date.now()}@example.com`;
    // Chi checks two units of the batch (one subscription), Tunde one (typed in capitals), the bystander another batch.
    for (const [code, email] of [
      [codes[0], chi],
      [codes[1], chi],
      [codes[2], tunde.toUpperCase()],
      [elsewhere.codes[0], bystander],
    ]) {
      expect((await app.gql(VERIFY, { code, email })).data?.verifyCode.result).toBe('GENUINE');
    }

    expect((await recall(batch.id, 'Bottles may leak a solvent', maker.token)).errors).toBeUndefined();
    const [toChi] = await mailsTo(chi, 1);
    const [toTunde] = await mailsTo(tunde, 1);
    expect(toChi?.subject).toBe('Recall: Baby Oil, batch BO-77');
    expect(toChi?.text).toContain('Ada Beauty has recalled batch BO-77 of Baby Oil.');
    expect(toChi?.text).toContain('Their reason: Bottles may leak a solvent');
    expect(toChi?.text).toMatch(/Stop using this product/);
    expect(toChi?.text).toMatch(/Return it to the shop where you bought it/);
    expect(toChi?.text).toContain(`Contact Ada Beauty if you have questions: ${SITE}/${maker.slug}`);
    expect(toChi?.text).toContain(`${SITE}/product/${product.id}`);
    expect(toTunde?.text).toBe(toChi?.text);

    const rows = await app.database.db
      .select()
      .from(recallSubscriptions)
      .where(eq(recallSubscriptions.batchId, batch.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.notifiedAt !== null)).toBe(true);

    // A shopper checking after the recall sees RECALLED on screen: no mail. Nothing is sent twice.
    expect((await app.gql(VERIFY, { code: codes[3], email: late })).data?.verifyCode.result).toBe('RECALLED');
    expect((await recall(batch.id, 'Bottles may leak a solvent', maker.token)).errors?.[0]?.extensions?.code).toBe(
      'CONFLICT',
    );
    await app.services.mail.deliverDue();
    expect(await outbox(chi)).toHaveLength(1);
    expect(await outbox(tunde)).toHaveLength(1);
    expect(await outbox(late)).toEqual([]);
    expect(await outbox(bystander)).toEqual([]);
  });
});
