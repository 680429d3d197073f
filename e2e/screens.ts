import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Saves a full-page screenshot under e2e/screenshots/ (not committed) for a person to look at. */
export async function saveScreenshot(page: Page, name: string) {
  const file = fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}
