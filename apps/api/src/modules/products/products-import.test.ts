import { utils, write } from '@lokalise/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const QUOTA = 6;
let app: TestApp;
let owner: Awaited<ReturnType<typeof manufacturerAccount>>;
let rival: Awaited<ReturnType<typeof manufacturerAccount>>;
beforeAll(async () => {
  app = await startTestApp({ quotas: { productsPerBusiness: QUOTA } });
  owner = await manufacturerAccount(app, { brandStoreName: 'Product Import Owner' });
  rival = await manufacturerAccount(app, { brandStoreName: 'Product Import Rival' });
});
afterAll(() => app.stop());

const IMAGE = '/uploads/images/00000000-0000-4000-8000-000000000001.webp';
const HEADER = [
  'Product name',
  'Description',
  'Price (₦)',
  'Stock',
  'Category',
  'Barcode',
  'Batch number',
  'Manufacture date',
  'Expiry date',
  'Image URL',
];

/** An .xlsx as Excel writes one: the price a number cell, the dates date cells shown as m/d/yy. */
function excelFile(rows: unknown[][]): Buffer {
  const sheet = utils.aoa_to_sheet([HEADER, ...rows], { cellDates: true, dateNF: 'm/d/yy' });
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Products');
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' }));
}

async function preview(file: Buffer, { token = owner.token, manufacturerId = owner.manufacturerId } = {}) {
  const form = new FormData();
  form.append('manufacturerId', manufacturerId);
  form.append('file', new Blob([new Uint8Array(file)]), 'products.xlsx');
  const res = await fetch(`${app.url}/products/import-preview`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  // The preview's shape is what these tests assert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

const IMPORT = `mutation($id: String!, $rows: [CreateProductInput!]!) {
  importProducts(manufacturerId: $id, products: $rows) { id name retailPrice quantity }
}`;

const productNames = async () =>
  (
    (
      await app.gql(`query($id: String!) { products(where: { manufacturerId: { equals: $id } }) { name } }`, {
        id: owner.manufacturerId,
      })
    ).data!.products as { name: string }[]
  )
    .map((p) => p.name)
    .sort();

const GOOD_A = [
  'Shea Cream',
  'Rich shea butter cream.',
  1500,
  40,
  'Personal care',
  '6151234567890',
  3,
  new Date(Date.UTC(2026, 0, 15)),
  new Date(Date.UTC(2028, 0, 15)),
  IMAGE,
];
const GOOD_B = [
  'Black Soap',
  'Traditional black soap bar.',
  '₦2,500.50',
  '12',
  'personalCare',
  '',
  '1',
  '2026-02-01',
  '2027-02-01',
  IMAGE,
];
const BAD = [
  '',
  'Too short',
  0,
  -1,
  'Shoes',
  '',
  '1',
  new Date(Date.UTC(2027, 0, 1)),
  new Date(Date.UTC(2026, 0, 1)),
  IMAGE,
];

describe('POST /products/import-preview', () => {
  it('answers every row: ready with its values (number and date cells as Excel stores them), or its errors by field', async () => {
    const { status, body } = await preview(excelFile([GOOD_A, BAD, GOOD_B]));
    expect(status).toBe(200);
    expect(body.summary).toEqual({ total: 3, ready: 2, needsPhoto: 0, errors: 1 });
    const [a, bad, b] = body.rows;
    expect(a).toMatchObject({
      row: 2,
      status: 'ready',
      errors: [],
      name: 'Shea Cream',
      retailPrice: '1500',
      quantity: '40',
      category: 'personalCare',
      manufactureDate: '2026-01-15',
      expiryDate: '2028-01-15',
      values: expect.objectContaining({ retailPrice: 1500, quantity: 40, manufactureDate: '2026-01-15T00:00:00.000Z' }),
    });
    expect(b).toMatchObject({ row: 4, status: 'ready', retailPrice: '₦2,500.50', category: 'personalCare' });
    expect(bad.status).toBe('error');
    const fields = bad.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'description', 'retailPrice', 'quantity', 'category']));
    expect(bad.errors).toContainEqual({ field: 'retailPrice', message: 'Retail price must be more than ₦0' });
    expect(await productNames()).toEqual([]);
  });

  it('reads a .csv the same way and flags a name the business already has or repeats', async () => {
    const csv = [
      'Name,Description,Price,Quantity,Batch number,Manufacture date,Expiry date,Image',
      `Palm Oil 1L,Red palm oil in a bottle.,"3,000",5,2,2026-03-01,2027-03-01,${IMAGE}`,
      `palm oil 1l,Red palm oil in a bottle.,3000,5,2,2026-03-01,2027-03-01,${IMAGE}`,
      'Honey,Pure forest honey jar.,900,5,2,2026-03-01,2027-03-01,https://elsewhere.example/honey.jpg',
    ].join('\n');
    const { status, body } = await preview(Buffer.from(csv));
    expect(status).toBe(200);
    expect(body.rows.map((r: { status: string }) => r.status)).toEqual(['ready', 'error', 'needs-photo']);
    expect(body.rows[1].errors).toEqual([{ field: 'name', message: 'Same name as row 2.' }]);
    // An image we cannot take: everything else is right, so the row only asks for a photo.
    expect(body.rows[2]).toMatchObject({
      errors: [{ field: 'imageUrl' }],
      values: expect.objectContaining({ name: 'Honey', retailPrice: 900, imageUrl: null }),
    });
  });

  it('asks for a photo where the spreadsheet has none; the row imports once it has one', async () => {
    const csv = [
      'Name,Description,Price,Quantity,Batch number,Manufacture date,Expiry date',
      'Zobo Drink 50cl,Chilled hibiscus drink in a bottle.,700,30,4,2026-03-01,2026-09-01',
      'Kunu 50cl,Millet,600,30,4,2026-03-01,2026-09-01',
    ].join('\n');
    const maker = await manufacturerAccount(app, { brandStoreName: 'Photo Later Drinks' });
    const { body } = await preview(Buffer.from(csv), maker);
    expect(body.summary).toEqual({ total: 2, ready: 0, needsPhoto: 1, errors: 1 });
    const [zobo, kunu] = body.rows;
    expect(zobo).toMatchObject({
      status: 'needs-photo',
      errors: [{ field: 'imageUrl', message: 'Add a photo of this product: shoppers see it first.' }],
      values: expect.objectContaining({ name: 'Zobo Drink 50cl', quantity: 30, imageUrl: null }),
    });
    // A row with another problem says so, and asks for the photo as well.
    expect(kunu.status).toBe('error');
    expect(kunu.errors.map((e: { field: string }) => e.field)).toEqual(['description', 'imageUrl']);

    const without = await app.gql(IMPORT, { id: maker.manufacturerId, rows: [zobo.values] }, maker.token);
    expect(without.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: '1.imageUrl' } });
    const withPhoto = await app.gql(
      IMPORT,
      { id: maker.manufacturerId, rows: [{ ...zobo.values, imageUrl: IMAGE }] },
      maker.token,
    );
    expect(withPhoto.errors).toBeUndefined();
    expect(withPhoto.data!.importProducts).toEqual([
      expect.objectContaining({ name: 'Zobo Drink 50cl', retailPrice: 700, quantity: 30 }),
    ]);
  });

  it('refuses a file that is not a spreadsheet, a header without the columns, and another owner', async () => {
    const png = await preview(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    expect(png).toEqual({
      status: 415,
      body: { error: { message: 'This file is not a spreadsheet. Use .xlsx, .xls or .csv.' } },
    });
    const header = await preview(Buffer.from('Name,Price\nSoap,100\n'));
    expect(header.status).toBe(422);
    expect(header.body.error.message).toMatch(/^The first row must name the columns Name, Description, Price/);
    const foreign = await preview(excelFile([GOOD_A]), { token: rival.token });
    expect(foreign.status).toBe(403);
  });

  it('serves the template as .csv and .xlsx, which the preview reads back', async () => {
    const csv = await fetch(`${app.url}/products/import-template.csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFName,Description,Price,Quantity,Category,Barcode,Batch number,Manufacture date,Expiry date,Image URL',
    );
    const xlsx = Buffer.from(await (await fetch(`${app.url}/products/import-template.xlsx`)).arrayBuffer());
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    for (const file of [bytes, xlsx]) {
      const { status, body } = await preview(file);
      expect(status).toBe(200);
      expect(body.rows).toHaveLength(1);
      expect(body.rows[0]).toMatchObject({ name: 'Shea Butter Body Cream 250ml', manufactureDate: '2026-01-15' });
    }
  });
});

describe('importProducts', () => {
  it('creates exactly the ready rows of a preview, each with its first batch', async () => {
    const { body } = await preview(excelFile([GOOD_A, BAD, GOOD_B]));
    const ready = body.rows
      .filter((r: { status: string }) => r.status === 'ready')
      .map((r: { values: unknown }) => r.values);
    const res = await app.gql(IMPORT, { id: owner.manufacturerId, rows: ready }, owner.token);
    expect(res.errors).toBeUndefined();
    const created = res.data!.importProducts as { id: string }[];
    expect(created).toEqual([
      expect.objectContaining({ name: 'Shea Cream', retailPrice: 1500, quantity: 40 }),
      expect.objectContaining({ name: 'Black Soap', retailPrice: 2500.5, quantity: 12 }),
    ]);
    const batchesOf = async (id: string) =>
      (
        await app.gql(
          `query($id: String!) { product(where: { id: $id }) { batches { number quantity } } }`,
          { id },
          owner.token,
        )
      ).data!.product;
    expect(await batchesOf(created[0]!.id)).toEqual({ batches: [{ number: '3', quantity: 40 }] });
    expect(await batchesOf(created[1]!.id)).toEqual({ batches: [{ number: '1', quantity: 12 }] });
    expect(await productNames()).toEqual(['Black Soap', 'Shea Cream']);
  });

  const row = (name: string) => ({
    name,
    description: 'A product made in Lagos.',
    retailPrice: '100',
    quantity: 1,
    batchNumber: '1',
    manufactureDate: '2026-01-01',
    expiryDate: '2027-01-01',
    imageUrl: IMAGE,
  });

  it('adds nothing past the quota, nothing when one row is bad, and nothing to another owner', async () => {
    const over = await app.gql(
      IMPORT,
      { id: owner.manufacturerId, rows: ['P1', 'P2', 'P3', 'P4', 'P5'].map(row) },
      owner.token,
    );
    expect(over.errors?.[0]?.message).toBe(
      'This business has 2 products: 5 more would pass 6, the most one business can have.',
    );
    const bad = await app.gql(
      IMPORT,
      { id: owner.manufacturerId, rows: [row('Q1'), { ...row('Q2'), retailPrice: '0' }] },
      owner.token,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Retail price must be more than ₦0',
      extensions: { code: 'BAD_USER_INPUT', field: '2.retailPrice' },
    });
    const foreign = await app.gql(IMPORT, { id: owner.manufacturerId, rows: [row('R1')] }, rival.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await productNames()).toEqual(['Black Soap', 'Shea Cream']);

    const fits = await app.gql(
      IMPORT,
      { id: owner.manufacturerId, rows: ['P1', 'P2', 'P3', 'P4'].map(row) },
      owner.token,
    );
    expect(fits.errors).toBeUndefined();
    expect(await productNames()).toHaveLength(QUOTA);
  });
});
