import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createOwner, signIn } from './fixtures-data/dashboard-owner';
import { codesForNewBatch } from './fixtures-data/unit-codes';
import { PHONE } from './screens';

/** Height of the sticky page header (h-14) and of the fixed bottom tab bar (h-16) on a phone. */
const HEADER_PX = 56;
const TAB_BAR_PX = 64;

/** The element lies wholly in the part of a phone's screen that the header and tab bar leave clear. */
async function expectClearOfBars(page: Page, element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(HEADER_PX);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height - TAB_BAR_PX);
}

test.describe('issue 11 screens on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test("a typed code's answer comes into view, and the example code is not broken across lines", async ({
    page,
    request,
  }) => {
    const owner = await createOwner(request);
    const [code] = await codesForNewBatch(request, owner, 'Kunu drink', 1);

    await page.goto('/verify');
    await page.getByLabel('Code on the label').fill(code!);
    await page.getByRole('button', { name: 'Check code' }).click();
    const answer = page.getByRole('region', { name: `Result for ${code}` });
    await expect(answer.getByRole('heading', { name: 'Genuine' })).toBeVisible();
    // Under the form the answer starts low and ends below the fold: it is scrolled into full view.
    await expect(async () => expectClearOfBars(page, answer)).toPass({ timeout: 5_000 });

    const example = page.getByText('7K3M-Q9XD-4TBR-HW2N', { exact: true });
    const lineHeight = await example.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await example.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });

  test("the report form's first wrong field, focused, is not hidden under the sticky header", async ({ page }) => {
    await page.goto('/verify/report?code=T0A4-9CNC-7XPW-XD00');
    await page.getByRole('button', { name: 'Send report' }).click();
    const brand = page.getByLabel('Brand on the label');
    await expect(brand).toBeFocused();
    await expectClearOfBars(page, brand);
  });

  test('the Verifications page does not scroll sideways', async ({ page, request }) => {
    const owner = await createOwner(request);
    await signIn(page, owner);
    await page.goto('/dashboard/verifications');
    await expect(page.getByRole('heading', { name: 'Checks per day' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Checks per day, / })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });
});
