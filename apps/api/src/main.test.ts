import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENTRY, ensureApiBuilt } from '../../../scripts/lib.mjs';

/** The compiled entry point as `npm start` runs it: restarts, kill -9 recovery, one process per DATA_DIR. */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir: string;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function start(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [API_ENTRY], { cwd: API_DIR, env });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function healthy(): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const gql = (query: string, variables?: object) =>
  fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  }).then((r) => r.json() as Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }>);

beforeAll(async () => {
  ensureApiBuilt();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-main-'));
  port = await freePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// The embedded database's own behaviour: nothing to add on the PostgreSQL run.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm start on one DATA_DIR', () => {
  it('keeps data across restarts, recovers from kill -9, refuses a second process, stops cleanly on Ctrl-C', async () => {
    const first = start();
    expect(await healthy()).toBe(true);
    const signUp = await gql(
      'mutation($i: SignUpManufacturerInput!) { signUp(signUpManufacturerInput: $i) { user { id } } }',
      { i: { email: 'restart@example.com', name: 'R', password: 'Harmattan@2026', confirmPassword: 'Harmattan@2026' } },
    );
    expect(signUp.errors).toBeUndefined();

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Kasuwa process (pid ${first.child.pid}) is already using`);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'kasuwa.lock.sock'))).toBe(true);

    const third = start();
    expect(await healthy()).toBe(true);
    const logIn = await gql(
      'mutation { logIn(logInInput: { email: "restart@example.com", password: "Harmattan@2026" }) { token } }',
    );
    expect(logIn.errors).toBeUndefined();

    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    expect(third.output()).toContain('shutting down');
    expect(existsSync(path.join(dataDir, 'kasuwa.lock.sock'))).toBe(false);
  }, 90_000);
});
