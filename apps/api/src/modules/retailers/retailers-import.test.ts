import { deflateRawSync } from 'node:zlib';
import { utils, write } from '@lokalise/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerAccount } from '../../test/fixtures';
import {
  csvWithMillionsOfCells,
  xlsxInflatingPastItsClaim,
  xlsxWithDisagreeingHeaders,
} from '../../test/hostile-files';
import { untilHealthzAnswersSteadily } from '../../test/steady-server';
import { startTestApp, type TestApp } from '../../test/test-app';
import { IMPORTS_PER_USER } from './retailers-import.http';
import { SPREADSHEET_CELL_MAX_CHARS, SPREADSHEET_MAX_ROWS } from './spreadsheet';
import { SPREADSHEET_TOO_COMPLEX } from './spreadsheet-reader';

let app: TestApp;
let owner: Awaited<ReturnType<typeof manufacturerAccount>>;
let rival: Awaited<ReturnType<typeof manufacturerAccount>>;
beforeAll(async () => {
  app = await startTestApp();
  owner = await manufacturerAccount(app, { brandStoreName: 'Import Owner' });
  rival = await manufacturerAccount(app, { brandStoreName: 'Import Rival' });
  await app.gql(
    `mutation($rows: [CreateStoreInput!]!) { addMultipleRetailer(createStoreInputs: $rows) { id } }`,
    {
      rows: [
        {
          name: 'Existing Shop',
          fullAddress: 'Ikeja, Lagos',
          contact: '0803 000 0000',
          manufacturerId: owner.manufacturerId,
        },
      ],
    },
    owner.token,
  );
});
afterAll(() => app.stop());

const HEADER = ['Name', 'Address', 'Contact'];
const GOOD = [
  ['Bodija Market Stall', 'Bodija, Ibadan, Oyo', '0803 111 2222'],
  ['Garki Pharmacy', 'Garki, Abuja', '+234 809 333 4444'],
];

function workbook(rows: (string | number)[][], bookType: 'xlsx' | 'biff8' | 'csv'): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Retailers');
  return Buffer.from(write(book, { type: 'buffer', bookType }));
}

/** A one-entry zip; `lie` writes 0 as the entry's uncompressed size, as a zip bomb would. */
function zipWithOneEntry(name: string, content: Buffer, { lie = false } = {}): Buffer {
  const data = deflateRawSync(content);
  const size = lie ? 0 : content.length;
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

async function preview(
  file: Buffer,
  { token = owner.token, manufacturerId = owner.manufacturerId, name = 'retailers.xlsx' } = {},
) {
  const form = new FormData();
  form.append('manufacturerId', manufacturerId);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${app.url}/retailers/import-preview`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // The preview's shape is what these tests assert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

const storeCount = async () =>
  (
    (
      await app.gql(`query($id: String!) { stores(where: { manufacturerId: { equals: $id } }) { id } }`, {
        id: owner.manufacturerId,
      })
    ).data!.stores as unknown[]
  ).length;

describe('POST /retailers/import-preview', () => {
  it.each(['xlsx', 'biff8', 'csv'] as const)(
    'reads a good %s file into ready rows, placed on the map, writing nothing',
    async (bookType) => {
      const before = await storeCount();
      const { status, body } = await preview(workbook([HEADER, ...GOOD], bookType), { name: `r.${bookType}` });
      expect(status).toBe(200);
      expect(body.summary).toEqual({ total: 2, ready: 2, needsPin: 0, errors: 0 });
      expect(body.rows[0]).toMatchObject({
        row: 2,
        name: 'Bodija Market Stall',
        contact: '0803 111 2222',
        status: 'ready',
        errors: [],
      });
      expect(body.rows[0].location).toMatchObject({ state: 'Oyo', precision: 'AREA' });
      expect(body.rows[0].location.latitude).toBeCloseTo(7.4, 0);
      expect(await storeCount()).toBe(before);
    },
  );

  it('keeps cells as text and finds the columns in any order and spelling', async () => {
    const csv = Buffer.from(
      '\uFEFFphone number,Retailer Name,full address\n08031112222,Sabon Gari Shop,"Sabon Gari, Kano"\n',
    );
    const { body } = await preview(csv, { name: 'r.csv' });
    expect(body.rows[0]).toMatchObject({
      name: 'Sabon Gari Shop',
      fullAddress: 'Sabon Gari, Kano',
      contact: '08031112222',
      status: 'ready',
    });
  });

  it('says why each bad row is bad, and asks a pin for an address naming no known place', async () => {
    const rows = [
      HEADER,
      ['', 'Ikeja, Lagos', '0803 123 4567'],
      ['No Address', '', '0803 123 4567'],
      ['Nowhere', 'Qwxzy Plaza', '0803 123 4567'],
      ['Existing Shop', 'Ikeja, Lagos', '0803 123 4567'],
      ['Existing Shop', 'Sabon Gari, Kano', '0803 123 4567'],
      ['Twice', 'Ikeja, Lagos', '0803 123 4567'],
      ['twice', 'Ikeja, Lagos', '0803 123 4567'],
      ['Fine', 'Ikeja, Lagos', '0803 123 4567'],
    ];
    const { body } = await preview(workbook(rows, 'xlsx'));
    expect(body.summary).toEqual({ total: 8, ready: 3, needsPin: 1, errors: 4 });
    const byName = (name: string) => body.rows.find((r: { name: string }) => r.name === name);
    expect(body.rows[0].errors).toEqual([{ field: 'name', message: 'Retailer name is required' }]);
    expect(byName('No Address').errors).toEqual([{ field: 'fullAddress', message: 'Location is required' }]);
    expect(byName('Nowhere')).toMatchObject({ status: 'needs_pin', errors: [], location: null });
    expect(body.rows[3].errors[0].message).toBe('You already have a retailer named "Existing Shop" at this address.');
    // A branch of the same name elsewhere is another retailer.
    expect(body.rows[4].status).toBe('ready');
    expect(byName('twice').errors[0].message).toBe('Same name and address as row 7.');
    expect(byName('Twice').status).toBe('ready');
  });

  it('checks contacts by the shared rule, and a phone number Excel kept as a number gets its 0 back', async () => {
    const rows = [
      HEADER,
      ['Number Cell', 'Ikeja, Lagos', 8031234567],
      ['Maybe', 'Ikeja, Lagos', 'call me maybe'],
      ['Mail', 'Ikeja, Lagos', 'Orders@Shop.ng'],
    ];
    const { body } = await preview(workbook(rows, 'xlsx'));
    expect(body.rows.map((r: { contact: string; status: string }) => [r.contact, r.status])).toEqual([
      ['08031234567', 'ready'],
      ['call me maybe', 'error'],
      ['Orders@Shop.ng', 'ready'],
    ]);
    expect(body.rows[1].errors).toEqual([
      { field: 'contact', message: 'Enter a Nigerian phone number (e.g. 0803 123 4567) or an email address' },
    ]);
  });

  it.each([
    ['a file that is not a spreadsheet', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 415],
    ['an empty file', Buffer.alloc(0), 400],
    ['a sheet without the three columns', Buffer.from('Shop,Where\nA,B\n'), 422],
    ['a file over 5 MB', Buffer.alloc(6 * 1024 * 1024, 'a'), 413],
  ])('refuses %s', async (_name, file, status) => {
    const res = await preview(file);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  it('refuses a zip bomb even when it lies about its size', async () => {
    const res = await preview(
      zipWithOneEntry('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024), { lie: true }),
    );
    expect(res.status).toBe(413);
  });

  it('does not try to place an address too long to be one', async () => {
    const csv = Buffer.from(`Name,Address,Contact\nLong,"${'Ikeja Lagos '.repeat(30_000)}",0803 123 4567\n`);
    const { body } = await preview(csv, { name: 'long.csv' });
    expect(body.rows[0].errors).toEqual([{ field: 'fullAddress', message: 'Must be at most 300 characters' }]);
  });

  it('never echoes a huge cell back: one 3 MB name answers in kilobytes, still refused as too long', async () => {
    const csv = Buffer.from(`Name,Address,Contact\n"${'Bodija '.repeat(450_000)}",Ikeja Lagos,0803\n`);
    const res = await fetch(`${app.url}/retailers/import-preview`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('manufacturerId', owner.manufacturerId);
        form.append('file', new Blob([new Uint8Array(csv)]), 'huge-cell.csv');
        return form;
      })(),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text.length).toBeLessThan(10_000);
    const body = JSON.parse(text) as { rows: { name: string; errors: { field: string; message: string }[] }[] };
    expect(body.rows[0]!.name).toHaveLength(SPREADSHEET_CELL_MAX_CHARS);
    expect(body.rows[0]!.errors).toContainEqual({ field: 'name', message: 'Must be at most 200 characters' });
  });

  it('reads 5,000 rows and refuses 5,001 with a message naming the limit', async () => {
    const table = (count: number) => [
      HEADER,
      ...Array.from({ length: count }, (_, i) => [`Shop ${i}`, 'Ikeja, Lagos', '0803']),
    ];
    const [mostRows, tooMany] = [
      workbook(table(SPREADSHEET_MAX_ROWS), 'xlsx'),
      workbook(table(SPREADSHEET_MAX_ROWS + 1), 'csv'),
    ];
    await untilHealthzAnswersSteadily(app.url);
    const most = await preview(mostRows);
    expect(most.status).toBe(200);
    expect(most.body.summary.total).toBe(5_000);

    const res = await preview(tooMany, { name: 'big.csv' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('import at most 5,000 rows at a time');
  });

  it('refuses an .xlsx whose zip headers disagree (central: stored, local: deflated)', async () => {
    const res = await preview(xlsxWithDisagreeingHeaders());
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('This .xlsx file is damaged: its zip headers disagree, so it was not read.');
  });

  it('refuses an .xlsx that inflates past the cap while its headers claim 1 KB', async () => {
    const res = await preview(xlsxInflatingPastItsClaim());
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('This spreadsheet is too large once unpacked.');
  });

  it('refuses a file too complex to read within the budget, and the next import still works', async () => {
    const res = await preview(csvWithMillionsOfCells(), { name: 'cells.csv' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(SPREADSHEET_TOO_COMPLEX);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await preview(workbook([HEADER, ...GOOD], 'xlsx'))).status).toBe(200);
  });

  it('refuses imports past the hourly limit with 429 and Retry-After', async () => {
    const eager = await manufacturerAccount(app, { brandStoreName: 'Eager Importer' });
    const file = Buffer.from('Shop,Where\nA,B\n'); // refused files count too: each was read
    for (let i = 0; i < IMPORTS_PER_USER.points; i++) {
      expect((await preview(file, { token: eager.token, manufacturerId: eager.manufacturerId })).status).toBe(422);
    }
    const form = new FormData();
    form.append('manufacturerId', eager.manufacturerId);
    form.append('file', new Blob([new Uint8Array(file)]), 'r.csv');
    const res = await fetch(`${app.url}/retailers/import-preview`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${eager.token}` },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many imports\. Try again in (\d+ minutes|1 hour)\.$/,
    );
    expect((await preview(workbook([HEADER, ...GOOD], 'xlsx'))).status).toBe(200);
  });

  it('needs a token and a business of the caller', async () => {
    const file = workbook([HEADER, ...GOOD], 'xlsx');
    expect((await preview(file, { token: '' })).status).toBe(401);
    expect((await preview(file, { token: rival.token })).status).toBe(403);
  });
});
