import { test as base } from '@playwright/test';

/** Tests import `test` from here: its baseURL is the server that e2e/global-setup.ts started. */
export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
});

export { expect } from '@playwright/test';
