import { checkCharacterOf, formatUnitCode, normaliseUnitCode, UNIT_CODE_ALPHABET } from '@kasuwa/domain';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { rateLimits } from '../../platform/rate-limit.table';
import { unitCodes } from '../batches/batches.table';
import { SMS_REPLY_MAX_CHARS } from './sms-gateway';
import { batchWithCodes } from './verification.fixtures';
import { codeVerifications } from './verification.table';

const VERIFY = /* GraphQL */ `
  mutation ($code: String!, $location: VerifyLocationInput) {
    verifyCode(code: $code, location: $location) {
      result
      code
      verifications
      firstVerifiedAt
      firstVerifiedNear
      recallAdvice
      product {
        id
        name
        imageUrl
      }
      maker {
        name
        slug
      }
      batch {
        number
        manufactureDate
        expiryDate
        recalledAt
        recallReason
      }
      retailers {
        id
        name
        address
      }
    }
  }
`;
const REPORT = /* GraphQL */ `
  mutation ($input: ReportFakeInput!) {
    reportFake(input: $input) {
      id
      createdAt
    }
  }
`;
const REPORTS = /* GraphQL */ `
  query ($manufacturerId: String!) {
    manufacturerFakeReports(manufacturerId: $manufacturerId) {
      id
      code
      photoUrl
      storeId
      boughtAtAddress
      note
      email
      productId
    }
  }
`;
const SECRET = 'gateway-secret-for-tests-0123';
const PHOTO = '/uploads/images/00000000-0000-4000-8000-000000000002.webp';

/** A code with a valid check character that nobody issued. */
function unissuedCode(): string {
  const body = Array.from({ length: 15 }, () => UNIT_CODE_ALPHABET[Math.floor(Math.random() * 31)]).join('');
  return formatUnitCode(body + checkCharacterOf(body));
}
/** The same code with its last character changed: the check character no longer matches. */
const mistyped = (code: string) => {
  const n = normaliseUnitCode(code);
  const last = n.at(-1) === '0' ? '1' : '0';
  return formatUnitCode(n.slice(0, -1) + last);
};

describe('verifying unit codes', () => {
  let app: TestApp;
  let statements: string[] = [];
  let maker: Awaited<ReturnType<typeof manufacturerAccount>>;
  let productId: string;
  let storeId: string;

  beforeAll(async () => {
    app = await startTestApp({ smsGatewaySecret: SECRET, trustProxy: 1, onQuery: (sql) => void statements.push(sql) });
    maker = await manufacturerAccount(app);
    productId = (await createProduct(app, maker, { name: 'Shea Butter Cream' })).id;
    const store = await app.gql(
      `mutation ($i: CreateStoreInput!) { addRetailer(createStoreInput: $i) { id } }`,
      {
        i: {
          name: 'Balogun Beauty Shop',
          contact: '08031234567',
          fullAddress: '5 Balogun Street, Lagos Island, Lagos',
          manufacturerId: maker.manufacturerId,
        },
      },
      maker.token,
    );
    storeId = store.data?.addRetailer.id as string;
    expect(storeId).toBeTruthy();
  });
  afterAll(() => app.stop());

  const verify = async (code: string, location?: { latitude: number; longitude: number }) => {
    const res = await app.gql(VERIFY, { code, location });
    expect(res.errors).toBeUndefined();
    return res.data?.verifyCode;
  };

  it('answers GENUINE on the first check, with product, maker, batch and retailers; the database keeps no plain code', async () => {
    const { batch, codes } = await batchWithCodes(app, productId, { number: 'LOT-42', storeIds: [storeId] });
    const answer = await verify(codes[0]!.toLowerCase().replaceAll('-', ' '));
    expect(answer).toMatchObject({
      result: 'GENUINE',
      code: codes[0],
      verifications: 1,
      firstVerifiedNear: null,
      recallAdvice: null,
      product: { id: productId, name: 'Shea Butter Cream' },
      maker: { name: 'Ada Beauty', slug: maker.slug },
      batch: { number: 'LOT-42', recalledAt: null },
      retailers: [{ id: storeId, name: 'Balogun Beauty Shop' }],
    });
    expect(answer.product.imageUrl).toMatch(/^http:\/\/.+\/uploads\/images\//);
    const stored = await app.database.db.select().from(unitCodes).where(eq(unitCodes.batchId, batch.id));
    const plain = normaliseUnitCode(codes[0]!);
    expect(stored.some((row) => row.codeHash.toString('latin1').includes(plain))).toBe(false);
  });

  it('answers ALREADY_VERIFIED from the second check: the count, the first time and the first shared place', async () => {
    const { codes } = await batchWithCodes(app, productId);
    const first = await verify(codes[0]!, { latitude: 6.6018, longitude: 3.3515 });
    expect(first).toMatchObject({ result: 'GENUINE', verifications: 1, firstVerifiedNear: 'Ikeja, Lagos' });
    const second = await verify(codes[0]!);
    expect(second).toMatchObject({ result: 'ALREADY_VERIFIED', verifications: 2, firstVerifiedNear: 'Ikeja, Lagos' });
    expect(second.firstVerifiedAt).toBe(first.firstVerifiedAt);
    const third = await verify(codes[0]!, { latitude: 9.06, longitude: 7.5 });
    expect(third).toMatchObject({ result: 'ALREADY_VERIFIED', verifications: 3, firstVerifiedNear: 'Ikeja, Lagos' });
    // Another code of the same batch is untouched: an answer is about its own code only.
    expect(await verify(codes[1]!)).toMatchObject({ result: 'GENUINE', verifications: 1 });
    // The place is kept coarse: two decimals of a degree.
    const rows = await app.database.db.select().from(codeVerifications).where(eq(codeVerifications.latitude, 6.6));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ longitude: 3.35, place: 'Ikeja, Lagos', channel: 'web' });
  });

  it('counts checks of one label made at once one after the other: one GENUINE, each count once', async () => {
    const { codes } = await batchWithCodes(app, productId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(codes[0]!)));
    expect(answers.filter((a) => a.result === 'GENUINE')).toHaveLength(1);
    expect(answers.map((a) => a.verifications).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const genuine = answers.find((a) => a.result === 'GENUINE');
    expect(genuine?.verifications).toBe(1);
    expect(new Set(answers.map((a) => a.firstVerifiedAt)).size).toBe(1);
    const [unit] = await app.database.db
      .select()
      .from(unitCodes)
      .where(eq(unitCodes.codeHash, app.services.unitCodeHasher.hash(codes[0]!)));
    const stored = await app.database.db
      .select()
      .from(codeVerifications)
      .where(eq(codeVerifications.unitCodeId, unit!.id));
    expect(unit?.verifications).toBe(8);
    expect(stored.map((row) => row.result).sort()).toEqual([...Array(7).fill('ALREADY_VERIFIED'), 'GENUINE']);
  });

  it('answers EXPIRED and RECALLED whatever else is true (recalled wins over expired, with the reason and what to do)', async () => {
    const expired = await batchWithCodes(app, productId, { expiryDate: new Date('2025-01-01T00:00:00Z') });
    expect(await verify(expired.codes[0]!)).toMatchObject({ result: 'EXPIRED', verifications: 1 });
    expect(await verify(expired.codes[0]!)).toMatchObject({ result: 'EXPIRED', verifications: 2 });
    const recalled = await batchWithCodes(app, productId, {
      expiryDate: new Date('2025-01-01T00:00:00Z'),
      recallReason: 'Contaminated with mercury',
    });
    const answer = await verify(recalled.codes[0]!);
    expect(answer).toMatchObject({ result: 'RECALLED', batch: { recallReason: 'Contaminated with mercury' } });
    expect(answer.recallAdvice).toMatch(/Stop using this product/);
    expect(answer.batch.recalledAt).not.toBeNull();
  });

  it('tells a mistyped code (wrong check character) from an unknown one, and says nothing about either', async () => {
    const { codes } = await batchWithCodes(app, productId);
    const before = (await app.database.db.select().from(codeVerifications)).length;
    const typo = await verify(mistyped(codes[0]!));
    expect(typo).toMatchObject({ result: 'MISTYPED', verifications: 0, product: null, batch: null, retailers: [] });
    expect(await verify('HELLO')).toMatchObject({ result: 'MISTYPED' });
    const unknown = await verify(unissuedCode());
    expect(unknown).toMatchObject({ result: 'NOT_FOUND', verifications: 0, product: null, maker: null });
    // A mistype stores nothing; an unknown code its time and result only.
    const rows = await app.database.db.select().from(codeVerifications);
    expect(rows.length - before).toBe(1);
    expect(rows.at(-1)).toMatchObject({ result: 'NOT_FOUND', unitCodeId: null, batchId: null, latitude: null });
    // The check never counted against the real code.
    expect(await verify(codes[0]!)).toMatchObject({ result: 'GENUINE', verifications: 1 });
  });

  it('costs one SQL statement per check, its rate limits counted in it, whatever the answer', async () => {
    const { codes } = await batchWithCodes(app, productId, { storeIds: [storeId] });
    const network = '41.58.0.9';
    const checks = [
      { code: codes[0]!, path: '/graphql', result: 'GENUINE' },
      { code: codes[0]!, path: '/api/verify', result: 'ALREADY_VERIFIED' },
      { code: unissuedCode(), path: '/graphql', result: 'NOT_FOUND' },
      { code: mistyped(codes[1]!), path: '/api/verify', result: 'MISTYPED' },
    ];
    for (const check of checks) {
      statements = [];
      const viaGraphQL = check.path === '/graphql';
      const response = await fetch(`${app.url}${check.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': network },
        body: JSON.stringify(viaGraphQL ? { query: VERIFY, variables: { code: check.code } } : { code: check.code }),
      });
      const body = (await response.json()) as { result?: string; data?: { verifyCode: { result: string } } };
      expect(viaGraphQL ? body.data?.verifyCode.result : body.result).toBe(check.result);
      expect(statements, `${check.result} through ${check.path}`).toHaveLength(1);
    }
    // The network's checks and its unknown or mistyped codes were counted by those statements, once each.
    const counters = await app.database.db
      .select({ key: rateLimits.key, points: rateLimits.points })
      .from(rateLimits)
      .where(like(rateLimits.key, `%:${network}`))
      .orderBy(rateLimits.key);
    expect(counters).toEqual([
      { key: `verify_address:${network}`, points: 4 },
      { key: `verify_miss_address:${network}`, points: 2 },
    ]);
  });

  it('POST /api/verify answers JSON for partners, open to any origin, with a bounded body', async () => {
    const { codes } = await batchWithCodes(app, productId, { number: 'API-1' });
    const post = (body: string, type = 'application/json') =>
      fetch(`${app.url}/api/verify`, {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://partner.example' },
        body,
      });
    const res = await post(JSON.stringify({ code: codes[0] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      result: 'GENUINE',
      verifications: 1,
      product: { name: 'Shea Butter Cream' },
      batch: { number: 'API-1' },
      maker: { name: 'Ada Beauty' },
    });
    expect(((await (await post(JSON.stringify({ code: codes[0] }))).json()) as { result: string }).result).toBe(
      'ALREADY_VERIFIED',
    );
    expect(((await (await post(JSON.stringify({ code: unissuedCode() }))).json()) as { result: string }).result).toBe(
      'NOT_FOUND',
    );
    expect((await post('{}')).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ code: 'x'.repeat(10_000) }))).status).toBe(413);
    const preflight = await fetch(`${app.url}/api/verify`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${app.url}/api/verify`)).status).toBe(405);
  });

  describe("the SMS/USSD gateway (posted like Africa's Talking)", () => {
    const gateway = (fields: Record<string, string>, secret?: string, asHeader = false) =>
      fetch(`${app.url}/api/sms/verify${secret && !asHeader ? `?secret=${encodeURIComponent(secret)}` : ''}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(secret && asHeader ? { 'x-gateway-secret': secret } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
    const sms = (text: string, from = '+2348031234567') => ({
      from,
      to: '384',
      text,
      date: '2026-05-01 10:00:00',
      id: crypto.randomUUID(),
      linkId: crypto.randomUUID(),
      networkCode: '62130',
    });

    it('refuses a call without the secret or with a wrong one, and checks nothing', async () => {
      const { codes } = await batchWithCodes(app, productId);
      expect((await gateway(sms(`VERIFY ${codes[0]}`))).status).toBe(401);
      expect((await gateway(sms(`VERIFY ${codes[0]}`), 'wrong-secret-wrong-secret')).status).toBe(401);
      expect(await verify(codes[0]!)).toMatchObject({ result: 'GENUINE', verifications: 1 });
    });

    it('answers an SMS in at most 160 characters, for each kind of answer', async () => {
      const { codes } = await batchWithCodes(app, productId, { number: 'SMS-7' });
      const first = await gateway(sms(`verify ${codes[0]}`), SECRET);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
      const genuine = await first.text();
      expect(genuine).toMatch(/^GENUINE: Shea Butter Cream by Ada Beauty, batch SMS-7/);
      const again = await (await gateway(sms(codes[0]!), SECRET, true)).text();
      expect(again).toMatch(/^WARNING: code checked 2 times/);
      const typo = await (await gateway(sms(`VERIFY ${mistyped(codes[1]!)}`), SECRET)).text();
      expect(typo).toMatch(/typing mistake/);
      const fake = await (await gateway(sms(`VERIFY ${unissuedCode()}`), SECRET)).text();
      expect(fake).toMatch(/^FAKE\? .* is not a Kasuwa code/);
      const nothing = await (await gateway(sms('hello'), SECRET)).text();
      expect(nothing).toMatch(/typing mistake|Send VERIFY/);
      const recalled = await batchWithCodes(app, productId, { recallReason: 'R'.repeat(300) });
      const recall = await (await gateway(sms(recalled.codes[0]!), SECRET)).text();
      expect(recall).toMatch(/^RECALLED: Shea Butter Cream/);
      for (const text of [genuine, again, typo, fake, nothing, recall]) {
        expect(text.length).toBeLessThanOrEqual(SMS_REPLY_MAX_CHARS);
        expect(text).toMatch(/^[\x20-\x7e]+$/); // plain GSM-safe ASCII
      }
      const stored = await app.database.db.select().from(codeVerifications).where(eq(codeVerifications.channel, 'sms'));
      expect(stored.length).toBeGreaterThanOrEqual(3);
    });

    it('runs a USSD session: asks for the code, then ends with the answer', async () => {
      const { codes } = await batchWithCodes(app, productId);
      const step = {
        sessionId: 'ATUid_1',
        serviceCode: '*384*123#',
        phoneNumber: '+2348035550000',
        networkCode: '62120',
      };
      expect(await (await gateway({ ...step, text: '' }, SECRET)).text()).toMatch(
        /^CON Kasuwa: enter the 16-character code/,
      );
      const end = await (await gateway({ ...step, text: normaliseUnitCode(codes[0]!) }, SECRET)).text();
      expect(end).toMatch(/^END GENUINE: /);
      expect(end.length).toBeLessThanOrEqual(SMS_REPLY_MAX_CHARS + 4);
    });

    it("limits each phone number (the gateway's address is shared by everyone)", async () => {
      const from = '+2348039990000';
      let last = '';
      for (let i = 0; i < 11; i++) last = await (await gateway(sms(`VERIFY ${unissuedCode()}`, from), SECRET)).text();
      expect(last).toMatch(/Too many checks/);
      expect(await (await gateway(sms(`VERIFY ${unissuedCode()}`, '+2348039990001'), SECRET)).text()).toMatch(
        /not a Kasuwa code/,
      );
    });

    it('refuses a phone number with a control character: 400 and nothing counted (PostgreSQL answered 500)', async () => {
      const { codes } = await batchWithCodes(app, productId);
      for (const fields of [
        sms(`VERIFY ${codes[0]}`, '\u0000+2348039990002'),
        { sessionId: 'ATUid_1', serviceCode: '*384*1#', phoneNumber: '+234803\u0000', text: codes[0]! },
      ]) {
        const refused = await gateway(fields, SECRET, true);
        expect(refused.status).toBe(400);
        expect((await refused.json()).error.message).toBe('Expected the fields of an SMS (from, text) or a USSD step.');
      }
      expect((await app.gql(VERIFY, { code: codes[0] })).data?.verifyCode.result).toBe('GENUINE');
    });
  });

  describe('abuse limits', () => {
    const fromAddress = (address: string, code: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: VERIFY, variables: { code } }),
      }).then(
        (r) =>
          r.json() as Promise<{
            data?: { verifyCode: { result: string } };
            errors?: { extensions: { code: string } }[];
          }>,
      );

    it("limits unknown codes from one network much harder than checks, and one code's checks", async () => {
      const { batch, codes } = await batchWithCodes(app, productId);
      for (let i = 0; i < 60; i++)
        expect((await fromAddress('41.203.64.10', unissuedCode())).data?.verifyCode.result).toBe('NOT_FOUND');
      const refused = await fromAddress('41.203.64.10', codes[0]!);
      expect(refused.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
      // Another network (another carrier's customer) is not affected.
      expect((await fromAddress('105.112.1.1', codes[0]!)).data?.verifyCode.result).toBe('GENUINE');
      // One label: at most 30 checks an hour, from anywhere.
      for (let i = 0; i < 29; i++) await fromAddress(`102.89.0.${i + 1}`, codes[0]!);
      const overCode = await fromAddress('102.89.1.1', codes[0]!);
      expect(overCode.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
      // A refused check is neither counted on the unit nor stored.
      const [unit] = await app.database.db
        .select({ id: unitCodes.id, verifications: unitCodes.verifications })
        .from(unitCodes)
        .where(eq(unitCodes.batchId, batch.id))
        .orderBy(desc(unitCodes.verifications))
        .limit(1);
      expect(unit?.verifications).toBe(30);
      const stored = await app.database.db
        .select({ id: codeVerifications.id })
        .from(codeVerifications)
        .where(eq(codeVerifications.unitCodeId, unit!.id));
      expect(stored).toHaveLength(30);
    });
  });

  describe('reporting a fake', () => {
    it('keeps a report for the maker only: photo, where bought, note and email', async () => {
      const code = unissuedCode();
      const fromShop = await app.gql(REPORT, {
        input: {
          manufacturerId: maker.manufacturerId,
          code,
          photoUrl: `${app.url}${PHOTO}`,
          storeId,
          note: 'Smells wrong',
          email: 'Chi@Example.com',
        },
      });
      expect(fromShop.errors).toBeUndefined();
      const fromAddress = await app.gql(REPORT, {
        input: {
          manufacturerId: maker.manufacturerId,
          productId,
          photoUrl: PHOTO,
          boughtAtAddress: 'Oshodi market, Lagos',
        },
      });
      expect(fromAddress.errors).toBeUndefined();
      const reports = await app.gql(REPORTS, { manufacturerId: maker.manufacturerId }, maker.token);
      expect(reports.errors).toBeUndefined();
      expect(reports.data?.manufacturerFakeReports).toEqual([
        expect.objectContaining({
          productId,
          boughtAtAddress: 'Oshodi market, Lagos',
          storeId: null,
          note: '',
          email: null,
        }),
        expect.objectContaining({
          code,
          storeId,
          note: 'Smells wrong',
          email: 'chi@example.com',
          photoUrl: `${app.url}${PHOTO}`,
        }),
      ]);
      const other = await manufacturerAccount(app, { businessName: 'Other Ltd', brandStoreName: 'Other Brand' });
      const refused = await app.gql(REPORTS, { manufacturerId: maker.manufacturerId }, other.token);
      expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
      expect((await app.gql(REPORTS, { manufacturerId: maker.manufacturerId })).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it("refuses a report without a photo, without where it was bought, with another maker's shop or a foreign image", async () => {
      const base = { manufacturerId: maker.manufacturerId, photoUrl: PHOTO, boughtAtAddress: 'Ikeja' };
      const field = async (input: Record<string, unknown>) =>
        (await app.gql(REPORT, { input })).errors?.[0]?.extensions?.field;
      expect(await field({ ...base, photoUrl: '' })).toBe('photoUrl');
      expect(await field({ ...base, boughtAtAddress: '' })).toBe('boughtAtAddress');
      expect(await field({ ...base, photoUrl: 'https://evil.example/x.png' })).toBe('photoUrl');
      expect(await field({ ...base, email: 'not-an-email' })).toBe('email');
      const other = await manufacturerAccount(app, { businessName: 'Third Ltd', brandStoreName: 'Third Brand' });
      expect(await field({ ...base, manufacturerId: other.manufacturerId, storeId })).toBe('storeId');
    });
  });
});
