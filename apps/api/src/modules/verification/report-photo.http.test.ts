import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeImage } from '../uploads/test-images';
import { REPORT_PHOTO_PATH } from './verification.http';

const REPORT = /* GraphQL */ `
  mutation ($input: ReportFakeInput!) {
    reportFake(input: $input) {
      id
    }
  }
`;
const REPORTS = /* GraphQL */ `
  query ($manufacturerId: String!) {
    manufacturerFakeReports(manufacturerId: $manufacturerId) {
      id
      photoUrl
      boughtAtAddress
      note
      productId
    }
  }
`;

interface PhotoAnswer {
  secure_url: string;
  width: number;
  height: number;
  format: string;
}

/** The photo a shopper without an account sends: multipart, no session, from `address` (X-Forwarded-For). */
function postPhoto(app: TestApp, body: Buffer, { type = 'image/png', address = '127.0.0.1' } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), 'fake.png');
  return fetch(`${app.url}${REPORT_PHOTO_PATH}`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  });
}

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { error: { message: string } }).error.message;
}

describe(`POST ${REPORT_PHOTO_PATH}: the photo of a suspected fake, from a shopper without an account`, () => {
  let app: TestApp;
  const imagesDir = () => path.join(app.dataDir, 'uploads', 'images');
  const storedImages = async () => (await readdir(imagesDir()).catch(() => [])).length;

  beforeAll(async () => {
    app = await startTestApp({ trustProxy: 1 });
  });
  afterAll(() => app.stop());

  it('stores a real PNG through the image pipeline (WebP, a thumbnail) and answers its URL', async () => {
    const before = await storedImages();
    const png = await makeImage('png', 800, 600);
    const response = await postPhoto(app, png);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as PhotoAnswer;
    expect(answer.secure_url).toMatch(new RegExp(`^${app.url}/uploads/images/[0-9a-f-]{36}\\.webp$`));
    expect(answer).toMatchObject({ width: 800, height: 600, format: 'webp' });
    const image = await fetch(answer.secure_url);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
    const thumbnail = await fetch(answer.secure_url.replace(/\.webp$/, '.thumb.webp'));
    expect(thumbnail.status).toBe(200);
    expect(await storedImages()).toBe(before + 2);
  });

  it('refuses a file that is not an image (415), an empty form (400) and a file over 5 MB (413), storing nothing', async () => {
    const before = await storedImages();
    const text = await postPhoto(app, Buffer.from('a note, not pixels'), { type: 'image/png' });
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toMatch(/JPEG, PNG, GIF and WebP/);

    const empty = await fetch(`${app.url}${REPORT_PHOTO_PATH}`, { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe('No photo was sent.');

    const huge = await postPhoto(app, Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 7));
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toBe('The photo is too large. Please choose a smaller one.');

    const notMultipart = await fetch(`${app.url}${REPORT_PHOTO_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(notMultipart.status).toBe(400);
    expect(await storedImages()).toBe(before);
    expect((await fetch(`${app.url}${REPORT_PHOTO_PATH}`)).status).toBe(405);
  });

  it('takes at most 10 photos an hour from one network address, with Retry-After; other networks go on', async () => {
    const png = await makeImage('png', 64, 64);
    for (let i = 0; i < 10; i++) expect((await postPhoto(app, png, { address: '41.58.7.20' })).status).toBe(201);
    const refused = await postPhoto(app, png, { address: '41.58.7.20' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatch(/^Too many photos\./);
    expect((await postPhoto(app, png, { address: '105.112.9.9' })).status).toBe(201);
  });

  it("a report with the uploaded photo reaches that maker's reports, and no other maker's", async () => {
    const maker = await manufacturerAccount(app);
    const other = await manufacturerAccount(app, { businessName: 'Other Ltd', brandStoreName: 'Other Brand' });
    const { id: productId } = await createProduct(app, maker, { name: 'Shea Butter Cream' });
    const photo = (await (
      await postPhoto(app, await makeImage('jpeg', 640, 480), { type: 'image/jpeg' })
    ).json()) as PhotoAnswer;

    const sent = await app.gql(REPORT, {
      input: {
        manufacturerId: maker.manufacturerId,
        productId,
        photoUrl: photo.secure_url,
        boughtAtAddress: 'Oshodi market, Lagos',
        note: 'The lid is a different colour',
      },
    });
    expect(sent.errors).toBeUndefined();

    const reports = await app.gql(REPORTS, { manufacturerId: maker.manufacturerId }, maker.token);
    expect(reports.errors).toBeUndefined();
    expect(reports.data?.manufacturerFakeReports).toEqual([
      {
        id: sent.data?.reportFake.id,
        photoUrl: photo.secure_url,
        boughtAtAddress: 'Oshodi market, Lagos',
        note: 'The lid is a different colour',
        productId,
      },
    ]);
    // The photo the maker is shown is the one the shopper sent.
    expect((await fetch(reports.data?.manufacturerFakeReports[0].photoUrl)).status).toBe(200);

    const othersReports = await app.gql(REPORTS, { manufacturerId: other.manufacturerId }, other.token);
    expect(othersReports.errors).toBeUndefined();
    expect(othersReports.data?.manufacturerFakeReports).toEqual([]);
    const peeking = await app.gql(REPORTS, { manufacturerId: maker.manufacturerId }, other.token);
    expect(peeking.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
  });
});
