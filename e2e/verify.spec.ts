import { checkCharacterOf, formatUnitCode, UNIT_CODE_ALPHABET } from '@kasuwa/domain';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createOwner, operationName } from './fixtures-data/dashboard-owner';
import { codesForNewBatch } from './fixtures-data/unit-codes';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

/** The same code with its first character changed: the check character no longer matches. */
function mistyped(code: string) {
  const first = code[0]!;
  const other = UNIT_CODE_ALPHABET[(UNIT_CODE_ALPHABET.indexOf(first) + 1) % UNIT_CODE_ALPHABET.length]!;
  return other + code.slice(1);
}

/** A well-formed code with a right check character that was never issued (2^74 to one). */
function unknownCode() {
  const body = Array.from({ length: 15 }, () => UNIT_CODE_ALPHABET[Math.floor(Math.random() * 31)]).join('');
  return formatUnitCode(body + checkCharacterOf(body));
}

test('a shopper checks unit codes from the QR link and by typing them', async ({ page, request }) => {
  const owner = await createOwner(request);
  const [first, second] = await codesForNewBatch(request, owner, 'Zobo drink', 2);
  const verifyRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && operationName(req.postData()) === 'VerifyCode')
      verifyRequests.push(req.url());
  });

  // The QR link: checked at once, genuine the first time.
  await page.setViewportSize(PHONE);
  await page.goto(`/v/${first}`);
  const answer = page.getByRole('region', { name: `Result for ${first}` });
  await expect(answer.getByRole('heading', { name: 'Genuine', exact: true })).toBeVisible();
  await expect(answer.getByText('first verified now')).toBeVisible();
  await expect(answer.getByText('Zobo drink')).toBeVisible();
  await expect(answer.getByRole('link', { name: /^Okafor Kitchen/ })).toHaveAttribute('href', `/${owner.slug}`);
  await expect(answer.getByText('B-2026-077')).toBeVisible();
  await expect(answer.getByText('1 Feb 2026')).toBeVisible();
  await expect(answer.getByText('1 Feb 2028')).toBeVisible();
  expect(verifyRequests).toHaveLength(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verify' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-genuine-phone');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-genuine-desktop');

  // A second check of the same code: the label may have been copied.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(answer.getByRole('heading', { name: 'Genuine code, already verified' })).toBeVisible();
  await expect(answer.getByText(/checked once before, first on \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await expect(answer.getByText(/the label may have been copied/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-already-verified-phone');
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'verify-already-verified-desktop');
  expect(verifyRequests).toHaveLength(2);

  // One character changed: the check character catches it here, with no request.
  await page.setViewportSize(PHONE);
  const slip = mistyped(first!);
  await page.goto(`/v/${slip}`);
  const slipAnswer = page.getByRole('region', { name: `Result for ${slip}` });
  await expect(slipAnswer.getByRole('heading', { name: 'Check the code again' })).toBeVisible();
  await expect(slipAnswer.getByText(/typing mistake/)).toBeVisible();
  // The slip waits in the form, to be corrected in place.
  await expect(page.getByLabel('Code on the label')).toHaveValue(slip);
  expect(verifyRequests).toHaveLength(2);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-mistyped-phone');

  // Not a code at all: named as the link gave it, not as a normalised "HE11-0".
  await page.goto('/v/hello');
  const garbageAnswer = page.getByRole('region', { name: 'Result for hello' });
  await expect(garbageAnswer.getByRole('heading', { name: 'Check the code again' })).toBeVisible();
  await expect(page.getByText('HE11-0')).toHaveCount(0);
  await expect(page.getByLabel('Code on the label')).toHaveValue('');
  expect(verifyRequests).toHaveLength(2);

  // Well formed, right check character, never issued.
  const unknown = unknownCode();
  await page.goto(`/v/${unknown}`);
  const unknownAnswer = page.getByRole('region', { name: `Result for ${unknown}` });
  await expect(unknownAnswer.getByRole('heading', { name: 'Not a Kasuwa code' })).toBeVisible();
  await expect(unknownAnswer.getByText(/Be careful/)).toBeVisible();
  expect(verifyRequests).toHaveLength(3);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-not-found-phone');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-not-found-desktop');

  // The Verify tab: typed in lower case without dashes, grouped as typed.
  await page.setViewportSize(PHONE);
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Products' })).toBeVisible();
  const input = page.getByLabel('Code on the label');
  await input.pressSequentially(mistyped(second!).replaceAll('-', '').toLowerCase());
  await expect(input).toHaveValue(mistyped(second!));
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText(/typing mistake/)).toBeVisible();
  expect(verifyRequests).toHaveLength(3);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-form-mistyped-phone');

  await input.fill('');
  await input.pressSequentially(second!.replaceAll('-', '').toLowerCase());
  await expect(input).toHaveValue(second!);
  await expect(page.getByRole('checkbox', { name: /Share my location/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Check code' }).click();
  const typedAnswer = page.getByRole('region', { name: `Result for ${second}` });
  await expect(typedAnswer.getByRole('heading', { name: 'Genuine', exact: true })).toBeVisible();
  expect(verifyRequests).toHaveLength(4);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-typed-phone');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'verify-typed-desktop');
});
