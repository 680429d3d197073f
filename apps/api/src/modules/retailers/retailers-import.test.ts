import { utils, write } from '@lokalise/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

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

function workbook(rows: string[][], bookType: 'xlsx' | 'biff8' | 'csv'): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Retailers');
  return Buffer.from(write(book, { type: 'buffer', bookType }));
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
      expect(body.summary).toEqual({ total: 2, ready: 2, errors: 0 });
      expect(body.rows[0]).toMatchObject({
        row: 2,
        name: 'Bodija Market Stall',
        contact: '0803 111 2222',
        status: 'ready',
        errors: [],
      });
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

  it('says why each bad row is bad', async () => {
    const rows = [
      HEADER,
      ['', 'Ikeja, Lagos', '0803'],
      ['No Address', '', '0803'],
      ['Nowhere', 'Qwxzy Plaza', '0803'],
      ['Existing Shop', 'Ikeja, Lagos', '0803'],
      ['Twice', 'Ikeja, Lagos', '0803'],
      ['twice', 'Ikeja, Lagos', '0803'],
      ['Fine', 'Ikeja, Lagos', '0803'],
    ];
    const { body } = await preview(workbook(rows, 'xlsx'));
    expect(body.summary).toEqual({ total: 7, ready: 2, errors: 5 });
    const byName = (name: string) => body.rows.find((r: { name: string }) => r.name === name);
    expect(body.rows[0].errors).toEqual([{ field: 'name', message: 'Retailer name is required' }]);
    expect(byName('No Address').errors).toEqual([{ field: 'fullAddress', message: 'Location is required' }]);
    expect(byName('Nowhere').errors[0].message).toContain('Qwxzy Plaza');
    expect(byName('Existing Shop').errors[0].message).toContain('already one of your retailers');
    expect(byName('twice').errors[0].message).toBe('Same name as row 6.');
    expect(byName('Twice').status).toBe('ready');
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

  it('refuses more than 1000 rows', async () => {
    const rows = [HEADER, ...Array.from({ length: 1001 }, (_, i) => [`Shop ${i}`, 'Ikeja, Lagos', '0803'])];
    const res = await preview(workbook(rows, 'csv'), { name: 'big.csv' });
    expect(res.status).toBe(422);
  });

  it('needs a token and a business of the caller', async () => {
    const file = workbook([HEADER, ...GOOD], 'xlsx');
    expect((await preview(file, { token: '' })).status).toBe(401);
    expect((await preview(file, { token: rival.token })).status).toBe(403);
  });
});
