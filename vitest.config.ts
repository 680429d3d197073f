import { defineConfig } from 'vitest/config';

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
