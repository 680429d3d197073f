import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger';
import { startApp, type RunningApp } from './start-app';

/** The app as production runs it: introspection off (the default unless NODE_ENV=development). */
let app: RunningApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-production-'));
  app = await startApp(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      inMemoryDatabase: true,
      seedDemo: false,
      webDistDir: dataDir,
      introspection: false,
    },
    createLogger('silent'),
  );
});
afterAll(async () => {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('in production', () => {
  it('refuses introspection and serves no GraphiQL', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toMatch(/introspection/i);
    const page = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
  });

  it('answers 503 with Retry-After while the event loop lags, instead of stalling, then recovers', async () => {
    // A loop held for seconds on end, as a runaway synchronous task would (pressure is judged on
    // the mean delay of each one-second sample, so one short stall is not enough).
    for (let i = 0; i < 4; i++) {
      const busyUntil = Date.now() + 1_150;
      while (Date.now() < busyUntil) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const [busy, busyPage, alive] = await Promise.all([
      fetch(`${app.url}/graphql?query=%7B__typename%7D`),
      fetch(`${app.url}/stores`, { headers: { accept: 'text/html,application/xhtml+xml' } }),
      fetch(`${app.url}/healthz`),
    ]);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(busyPage.status).toBe(503);
    expect(busyPage.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await busyPage.text()).toContain('The server is busy. Please try again in a few seconds.');
    // Liveness is not load: a busy process is alive, and restarting it would not help.
    expect(alive.status).toBe(200);
    let recovered = false;
    for (let i = 0; i < 40 && !recovered; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recovered = (await fetch(`${app.url}/graphql?query=%7B__typename%7D`)).status === 200;
    }
    expect(recovered).toBe(true);
  });
});
