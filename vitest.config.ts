import { defineConfig } from 'vitest/config';

/**
 * API test files that need modules of their own: one replaces a module with vi.mock, and the PDF
 * readers load pdfjs-dist, which replaces globals (JSON.stringify among them) for the whole process.
 */
const API_ISOLATED_FILES = [
  'apps/api/src/modules/orders/order-number-taken.test.ts',
  'apps/api/src/modules/batches/label-sheet.test.ts',
  'apps/api/src/modules/batches/unit-codes-pdf.test.ts',
];

export default defineConfig({
  // graphql 16 ships CommonJS and ESM copies and refuses to mix them ("another module or realm").
  // Node, and so yoga and Pothos, load the CommonJS one: our own files must get that one too.
  // (Vite would pick index.mjs for the extension-less "main": "index".)
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: API_ISOLATED_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own app on its own database, so files share nothing but the modules
          // they import: importing the app's module graph afresh for every file cost more than half of
          // the api suite's time (docs/decisions/0024-api-test-files-share-their-modules.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-isolated',
          include: API_ISOLATED_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
