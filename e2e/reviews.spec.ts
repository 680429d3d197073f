import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkAtBothWidths } from './a11y';
import { createOwner, createProduct, graphql, PNG, type Owner } from './fixtures-data/dashboard-owner';
import { expect, signInBrowser, test } from './fixtures';
import { PHONE, saveScreenshot } from './screens';

const SMALL_PHONE = { width: 360, height: 780 } as const;
const REVIEW_TEXT = 'Crunchy and not too salty. The pack arrived sealed and fresh.';

/** A store with one product, and a shopper whose order of it the store has delivered. */
async function deliveredOrder(request: APIRequestContext) {
  const store = await createOwner(request);
  const productId = await createProduct(request, store, 'Plantain Chips 150 g');
  const shopper = await createOwner(request, { withBusiness: false });
  const { placeOrder } = await graphql<{ placeOrder: { orders: { number: string; lines: { id: string }[] }[] } }>(
    request,
    `
      mutation PlaceOrder($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          orders(take: 1) {
            number
            lines(take: 1) {
              id
            }
          }
        }
      }
    `,
    {
      input: {
        idempotencyKey: randomUUID(),
        lines: [{ productId, quantity: 1 }],
        address: { fullAddress: '5 Adeola Odeku Street, Victoria Island, Lagos', latitude: 6.43, longitude: 3.42 },
        recipientName: 'Chioma Okafor',
        phone: '0803 123 4567',
        paymentMethod: 'PAY_ON_DELIVERY',
      },
    },
    shopper.token,
  );
  const order = placeOrder.orders[0]!;
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
    await graphql(
      request,
      `
        mutation Move($input: UpdateOrderStatusInput!) {
          updateOrderStatus(input: $input) {
            status
          }
        }
      `,
      { input: { number: order.number, status } },
      store.token,
    );
  }
  return { store, shopper, number: order.number, lineId: order.lines[0]!.id };
}

async function writeReviewByApi(request: APIRequestContext, shopper: Owner, orderLineId: string, rating: number) {
  await graphql(
    request,
    `
      mutation Write($input: WriteReviewInput!) {
        writeReview(input: $input) {
          id
        }
      }
    `,
    { input: { orderLineId, rating, text: REVIEW_TEXT } },
    shopper.token,
  );
}

async function screenshotSmallPhone(page: Page, name: string) {
  await page.setViewportSize(SMALL_PHONE);
  await saveScreenshot(page, `${name}-360`);
  await page.setViewportSize(PHONE);
}

test('a shopper reviews a delivered product with a photo; the store goes from "New" to its rating and lists the review', async ({
  page,
  request,
}) => {
  const { store, shopper, number } = await deliveredOrder(request);
  await page.goto(`/${store.slug}`);
  await expect(page.getByTestId('store-rating')).toHaveText('New');

  await signInBrowser(page, shopper);
  await page.goto(`/account/orders/${number}`);
  await page.getByRole('button', { name: 'Write a review of Plantain Chips 150 g' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Plantain Chips 150 g' });
  // Nothing chosen: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Choose from 1 to 5 stars')).toBeVisible();
  await expect(dialog.getByText('Write at least 10 characters')).toBeVisible();

  await dialog.locator('label').filter({ hasText: '4 stars, Very good' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await dialog.getByLabel('Your review').fill(REVIEW_TEXT);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'chips.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
  await checkAtBothWidths(page, 'review-write-dialog');
  await screenshotSmallPhone(page, 'review-write-dialog');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You rated it')).toBeVisible();
  await expect(page.getByRole('button', { name: /Write a review/ })).toHaveCount(0);

  await page.goto(`/${store.slug}`);
  await expect(page.getByTestId('store-rating')).toHaveText(/^4\.0\s*out of 5,\s*\(1 review\)$/);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const review = page.getByRole('article', { name: 'Review by Ngozi O.' });
  await expect(review).toContainText(REVIEW_TEXT);
  await expect(review).toContainText('Verified purchase');
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(review.getByRole('img', { name: "Photo from Ngozi O.'s review" })).toBeVisible();
  await checkAtBothWidths(page, 'store-reviews-tab');
  await screenshotSmallPhone(page, 'store-reviews-tab');

  await page.goto('/account/reviews');
  await expect(page.getByRole('heading', { name: 'Your reviews (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for your review (0)' })).toBeVisible();
  await checkAtBothWidths(page, 'account-reviews');
  await screenshotSmallPhone(page, 'account-reviews');
});

test('the account lists what awaits a review; the brand replies once from its dashboard; another shopper reports it', async ({
  page,
  browser,
  request,
}) => {
  const { store, shopper, lineId } = await deliveredOrder(request);
  await signInBrowser(page, shopper);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/account\/reviews$/);
  await expect(page.getByRole('heading', { name: 'Waiting for your review (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review of Plantain Chips 150 g' })).toBeVisible();
  await writeReviewByApi(request, shopper, lineId, 2);

  const owner = await browser.newPage();
  await signInBrowser(owner, store);
  await owner.goto('/dashboard/reviews');
  await expect(owner.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(owner.getByText(REVIEW_TEXT)).toBeVisible();
  await checkAtBothWidths(owner, 'dashboard-reviews');
  await screenshotSmallPhone(owner, 'dashboard-reviews');
  await owner.getByLabel('Reply to Ngozi O.').fill('Sorry about that: we will send a fresh pack this week.');
  await owner.getByRole('button', { name: 'Send reply' }).click();
  await expect(owner.getByText(/^Reply from Okafor Kitchen/)).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  await owner.close();

  const reporter = await browser.newPage();
  await signInBrowser(reporter, await createOwner(request, { withBusiness: false }));
  await reporter.goto(`/${store.slug}`);
  await expect(reporter.getByTestId('store-rating')).toContainText('2.0');
  await reporter.getByRole('tab', { name: 'Reviews' }).click();
  const review = reporter.getByRole('article', { name: 'Review by Ngozi O.' });
  await expect(review).toContainText('Sorry about that: we will send a fresh pack this week.');
  await review.getByRole('button', { name: 'Report review by Ngozi O.' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this review?' });
  await dialog.getByLabel('Spam or advertising').check();
  await checkAtBothWidths(reporter, 'review-report-dialog');
  await dialog.getByRole('button', { name: 'Report review' }).click();
  await expect(reporter.getByText('Thank you. We will look at this review.')).toBeVisible();
  // A second report from the same person is refused with the reason.
  await review.getByRole('button', { name: 'Report review by Ngozi O.' }).click();
  await dialog.getByLabel('Rude or offensive').check();
  await dialog.getByRole('button', { name: 'Report review' }).click();
  await expect(dialog.getByText('You have already reported this review.')).toBeVisible();
  await reporter.close();
});
