import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './start-app';
import { createLogger } from '../platform/logger';
import { createPostgresDatabase } from '../test/postgres-database';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('several instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dirs: string[] = [];
  let apps: RunningApp[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(os.tmpdir(), 'kasuwa-instance-'))));
    // Started at once: migrations, the demo seed and the job queue's own tables each set up once.
    apps = await Promise.all(
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
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('start at once: migrated and seeded exactly once', async () => {
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
  });

  it('share one job queue: a job sent by one instance runs on exactly one of the others', async () => {
    const [sender, ...workers] = apps as [RunningApp, RunningApp, RunningApp];
    const ran: { n: number; on: number }[] = [];
    for (const [on, app] of workers.entries()) {
      app.jobs.work<{ n: number }>('probe.shared', async ({ n }) => {
        ran.push({ n, on });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    const sent = Array.from({ length: 12 }, (_, n) => n);
    for (const n of sent) await sender.jobs.send('probe.shared', { n });

    await expect.poll(() => ran.length, { timeout: 20_000, interval: 50 }).toBe(sent.length);
    await expect.poll(async () => (await workers[0]!.jobs.waitingJobs())['probe.shared'], { timeout: 5_000 }).toBe(0);
    expect(ran.map((r) => r.n).sort((a, b) => a - b)).toEqual(sent);
  });
});
