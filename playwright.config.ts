import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS } from './scripts/lib.mjs';

// Browser tests run against the real server (started by e2e/global-setup.ts) and a system Chromium:
// `npx playwright install` cannot download browsers here. scripts/test.mjs sets CHROME_PATH.

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  // Two workers on CI's two cores too: one worker left the cores idle while a test waited on the
  // server or the browser, and the suite outgrew CI's time (15 min at one worker, 185 tests).
  workers: 2,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // A limit for a test that hangs, not a speed target: on a 2-core machine about half as fast as
  // CI's, the cart's longest tests ran past 30 s (a CI rehearsal).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTimeout: 20 * 60_000,
  reporter: ci ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
    // Mobile first (docs/ui.md): phones 360-414 px wide.
    viewport: { width: 390, height: 844 },
    // page.route() cannot see what a service worker answers: the app's worker is tested in
    // e2e/offline.spec.ts, which allows it; everywhere else the page talks to the server directly.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
