import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startApp } from './start-app';
import { createLogger } from '../platform/logger';
import { createPostgresDatabase } from '../test/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;

it.runIf(serverUrl)(
  'several instances start at once on one PostgreSQL: migrated and seeded exactly once',
  async () => {
    const database = await createPostgresDatabase(serverUrl!);
    const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(os.tmpdir(), 'kasuwa-instance-'))));
    const apps = await Promise.all(
      dirs.map((dataDir) =>
        startApp(
          {
            port: 0,
            host: '127.0.0.1',
            dataDir,
            databaseUrl: database.url,
            seedDemo: true,
            webDistDir: dataDir,
            introspection: false,
          },
          createLogger('silent'),
        ),
      ),
    );
    try {
      const counts = await Promise.all(
        apps.map(async (app) => {
          const res = await fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ manufacturers { id } }' }),
          });
          return ((await res.json()) as { data: { manufacturers: unknown[] } }).data.manufacturers.length;
        }),
      );
      expect(counts[0]).toBeGreaterThanOrEqual(8);
      expect(new Set(counts).size).toBe(1);
    } finally {
      await Promise.all(apps.map((app) => app.stop()));
      await database.drop();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  },
  120_000,
);
