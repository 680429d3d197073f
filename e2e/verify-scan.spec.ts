import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkCharacterOf, formatUnitCode, UNIT_CODE_ALPHABET } from '@kasuwa/domain';
import type { Page } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS } from '../scripts/lib.mjs';
import { checkAtBothWidths } from './a11y';
import { createOwner, graphql, PNG } from './fixtures-data/dashboard-owner';
import { writeFakeCameraVideo } from './fixtures-data/fake-camera';
import { addRetailers, signUpWithBusiness } from './fixtures-data/manufacturer-session';
import { codesForNewBatch } from './fixtures-data/unit-codes';
import { expect, test } from './fixtures';

/**
 * Chromium's fake camera plays this file (one per worker: the flag is given at launch). Each test
 * writes the label it shows before opening the camera, which reads the file each time it starts.
 * No fake permission prompt: a page may use the camera only where its context was granted it.
 */
const CAMERA_VIDEO = path.join(tmpdir(), `kasuwa-fake-camera-${process.pid}.y4m`);
writeFakeCameraVideo(CAMERA_VIDEO, null);

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      ...PLAYWRIGHT_CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
    ],
  },
});
test.afterAll(() => rmSync(CAMERA_VIDEO, { force: true }));

/** Keeps every camera track the page opens, to read whether each was stopped (the camera light off). */
async function watchCameraTracks(page: Page) {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks = tracks;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((track) => track.readyState),
    );
}

/** A well-formed code with a right check character that was never issued. */
function unknownCode() {
  const body = Array.from({ length: 15 }, () => UNIT_CODE_ALPHABET[Math.floor(Math.random() * 31)]).join('');
  return formatUnitCode(body + checkCharacterOf(body));
}

test('a shopper scans a label with the camera (zxing-wasm from our own origin) and lands on its answer', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await createOwner(request);
  const [code] = await codesForNewBatch(request, owner, 'Shea butter', 1);
  await page.context().grantPermissions(['camera']);
  const cameraTracks = await watchCameraTracks(page);
  const wasm: { url: string; status: number; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.wasm'))
      wasm.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] });
  });

  // Another product's QR code first: not ours, and the scanner keeps looking.
  writeFakeCameraVideo(CAMERA_VIDEO, 'https://example.com/product/12345');
  await page.goto('/verify');
  // Headless Chromium on Linux has no BarcodeDetector: this is the zxing-wasm fallback.
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  const scanButton = page.getByRole('button', { name: 'Scan with camera' });
  await scanButton.click();
  const scanner = page.getByRole('dialog', { name: 'Scan the QR code' });
  await expect(scanner).toBeVisible();
  await expect(scanner.getByRole('status')).toHaveText('This QR code is not a Kasuwa code.', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/verify$/);
  await checkAtBothWidths(page, 'verify-scanner');

  // Escape closes it: the camera is off and the focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(scanner).toBeHidden();
  await expect(scanButton).toBeFocused();
  await expect.poll(cameraTracks).toEqual(['ended']);

  // The unit's label, printed when the site had another address: any host's /v/{code} is ours.
  writeFakeCameraVideo(CAMERA_VIDEO, `https://old-labels.example.ng/v/${code!.toLowerCase()}`);
  await scanButton.click();
  await expect(page).toHaveURL(`/v/${code}`, { timeout: 20_000 });
  const answer = page.getByRole('region', { name: `Result for ${code}` });
  await expect(answer.getByRole('heading', { name: 'Genuine', exact: true })).toBeVisible();
  await expect(answer.getByText('Shea butter')).toBeVisible();
  await expect.poll(cameraTracks).toEqual(['ended', 'ended']);

  // The decoder's WebAssembly came from this server (never a CDN), once, as WebAssembly.
  expect(wasm).toHaveLength(1);
  expect(new URL(wasm[0]!.url).origin).toBe(new URL(baseURL!).origin);
  expect(wasm[0]).toMatchObject({ status: 200, type: 'application/wasm' });

  // A second check of the label: the copy warning offers the report, the brand already filled in.
  await page.reload();
  await expect(answer.getByRole('heading', { name: 'Genuine code, already verified' })).toBeVisible();
  await answer.getByRole('link', { name: 'Report a suspected fake' }).click();
  await expect(page).toHaveURL(/\/verify\/report\?code=/);
  const form = page.getByRole('form', { name: 'Report a suspected fake' });
  await expect(form.getByText(/^Brand:/)).toContainText('Okafor Kitchen');
  await expect(form.getByText(code!)).toBeVisible();
  // This brand has no shops on Kasuwa: the address is typed.
  await expect(form.getByLabel('Where did you buy it?')).toHaveAttribute('name', 'boughtAtAddress');
});

test('a refused camera permission says how to allow it, and typing the code is one tap away', async ({ page }) => {
  // This context was not granted the camera: the browser refuses it, as after a shopper's "Block".
  writeFakeCameraVideo(CAMERA_VIDEO, null);
  await page.goto('/verify');

  await page.getByRole('button', { name: 'Scan with camera' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan the QR code' });
  await expect(scanner.getByRole('alert')).toHaveText(/^Camera permission was refused\. To scan, allow the camera/);
  await expect(scanner.getByRole('alert')).toContainText('type the code instead');
  await expect(scanner.getByRole('button', { name: 'Try again' })).toBeVisible();
  // No empty black viewfinder above the message.
  await expect(scanner.getByLabel('Camera view')).toBeHidden();
  await checkAtBothWidths(page, 'verify-scanner-refused');

  await scanner.getByRole('button', { name: 'Type the code instead' }).click();
  await expect(scanner).toBeHidden();
  await expect(page.getByLabel('Code on the label')).toBeFocused();
});

test('a shopper reports a suspected fake from an unknown code, with a photo, and the maker sees it', async ({
  page,
  request,
  baseURL,
}) => {
  // A name early in the alphabet: the brand list shows the first 100 brands by name.
  const brandName = `Adaeze Beauty ${Date.now().toString(36)}`;
  const maker = await signUpWithBusiness(request, brandName);
  await addRetailers(request, maker, ['Ada Mart', 'Bisi Stores']);
  const photoUploads: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname.startsWith('/verify/report-photo'))
      photoUploads.push(req.url());
  });

  const code = unknownCode();
  await page.goto(`/v/${code}`);
  const answer = page.getByRole('region', { name: `Result for ${code}` });
  await expect(answer.getByRole('heading', { name: 'Not a Kasuwa code' })).toBeVisible();
  await answer.getByRole('link', { name: 'Report a suspected fake' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a suspected fake' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Report a suspected fake' });
  await expect(form.getByText(code)).toBeVisible();

  // Sent empty: what is missing, under each control, and the focus on the first.
  await form.getByRole('button', { name: 'Send report' }).click();
  const brand = form.getByLabel('Brand on the label');
  await expect(form.getByText('Choose the brand on the label')).toBeVisible();
  await expect(form.getByText('Add a photo of the product')).toBeVisible();
  await expect(brand).toBeFocused();

  await brand.selectOption({ label: brandName });
  const where = form.getByLabel('Where did you buy it?');
  await expect(where.locator('option', { hasText: 'Ada Mart' })).toHaveCount(1);
  await form.getByLabel('Photo of the product').setInputFiles({
    name: 'fake-cream.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
  expect(photoUploads).toHaveLength(1);
  const shopId = await where.locator('option', { hasText: 'Ada Mart' }).getAttribute('value');
  await where.selectOption(shopId!);
  await form.getByLabel('What looks wrong? (optional)').fill('The seal is broken and the label is blurred.');
  await form.getByLabel('Your email (optional)').fill('Chioma@Example.com');
  await checkAtBothWidths(page, 'verify-report-form');

  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { name: 'Report sent' })).toBeFocused();
  await expect(page.getByText(`${brandName} has received your report and photo, and may reply to`)).toBeVisible();
  await checkAtBothWidths(page, 'verify-report-sent');

  const { manufacturerFakeReports } = await graphql<{
    manufacturerFakeReports: { code: string; storeId: string; photoUrl: string; note: string; email: string }[];
  }>(
    request,
    `
      query ($manufacturerId: String!) {
        manufacturerFakeReports(manufacturerId: $manufacturerId) {
          code
          storeId
          photoUrl
          note
          email
        }
      }
    `,
    { manufacturerId: maker.manufacturerId },
    maker.token,
  );
  expect(manufacturerFakeReports).toEqual([
    {
      code,
      storeId: shopId,
      photoUrl: expect.stringMatching(new RegExp(`^${baseURL}/uploads/images/[0-9a-f-]{36}\\.webp$`)),
      note: 'The seal is broken and the label is blurred.',
      email: 'chioma@example.com',
    },
  ]);
  // The photo the maker sees is the one the shopper sent.
  expect((await request.get(manufacturerFakeReports[0]!.photoUrl)).ok()).toBe(true);
});
