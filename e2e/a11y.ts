import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and fails on any serious or critical violation, naming them. */
export async function expectNoSeriousA11yViolations(page: Page) {
  let serious = await seriousViolations(page);
  // A colour judged mid-transition (a toast that started fading in after the check began) is
  // neither colour: what is still wrong half a second later is what a person sees.
  if (serious.length > 0) {
    await page.waitForTimeout(500);
    serious = await seriousViolations(page);
  }
  expect(
    serious,
    serious
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      .join('\n'),
  ).toEqual([]);
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  // Evaluated through the debugger protocol: the page's Content-Security-Policy forbids inline scripts.
  // Once per document: the app's own navigations and a change of width keep it (550 KB to compile).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The screen at both widths the product is built for: axe finds nothing serious on a phone (390 px)
 * nor on a laptop (1280 px), and a screenshot of each is saved as `{name}-phone` / `{name}-desktop`.
 * Leaves the page at phone width, where the tests run.
 */
export async function checkAtBothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}
