import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENTRY, ensureApiBuilt } from '../../../scripts/lib.mjs';
import { openDatabase } from './platform/db/client';

/** The compiled entry point as `npm start` runs it: restarts, kill -9 recovery, one process per DATA_DIR, SIGTERM. */

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

const SIGN_UP = 'mutation($i: SignUpManufacturerInput!) { signUp(signUpManufacturerInput: $i) { user { id } } }';
const signUpBody = (email: string) =>
  JSON.stringify({
    query: SIGN_UP,
    variables: { i: { email, name: 'D', password: 'Harmattan@2026', confirmPassword: 'Harmattan@2026' } },
  });

/**
 * A POST /graphql whose headers the server has read (it said 100 Continue) and whose body is not
 * sent yet: a request under way. `finish()` sends the body and resolves with the whole answer.
 */
async function requestUnderWay(body: string) {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/graphql',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
  });
  return { finish: () => (req.end(body), answer) };
}

/** A connection that has sent part of a request's headers; `finish()` sends the rest and reads the status. */
async function headersUnderWay(partialHead: string) {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(partialHead);
  return { finish: () => (socket.write('Connection: close\r\n\r\n'), closed.then((t) => t.split('\r\n', 1)[0])) };
}

/** /readyz once it no longer says ready (the process handles a signal some moments after it is sent). */
async function readinessOnceSignalled(): Promise<{ status: number; body: unknown }> {
  for (let i = 0; ; i++) {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
    if (answer.status !== 200 || i === 100) return { status: answer.status, body: await answer.json() };
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function connectionsRefused(): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve('accepted')));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    if (outcome === 'ECONNREFUSED') return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

beforeAll(async () => {
  ensureApiBuilt();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-main-'));
  port = await freePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// The embedded database's own behaviour: nothing to add on the PostgreSQL run.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm start on one DATA_DIR', () => {
  it('keeps data across restarts, recovers from kill -9, refuses a second process, drains on SIGTERM', async () => {
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

    // SIGTERM with three requests under way and a fourth whose headers are not complete yet.
    const underWay = await Promise.all([
      requestUnderWay(signUpBody('drain@example.com')),
      requestUnderWay(JSON.stringify({ query: '{ stores { id } }' })),
      requestUnderWay(JSON.stringify({ query: '{ manufacturers { id } }' })),
    ]);
    const lateProbe = await headersUnderWay('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const signalled = performance.now();
    third.child.kill('SIGTERM');
    // First it drains: /readyz tells the balancer to look elsewhere while what still arrives is
    // answered (each answer ending its connection), for SHUTDOWN_DRAIN_MS (2 s by default).
    expect(await readinessOnceSignalled()).toEqual({ status: 503, body: { status: 'draining' } });
    const stillServed = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ stores { id } }' }),
    });
    expect(stillServed.status).toBe(200);
    expect(stillServed.headers.get('connection')).toBe('close');
    // Then the listener closes: new connections are refused, so a balancer sends them elsewhere.
    expect(await connectionsRefused()).toBe(true);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(2_000);
    expect(await lateProbe.finish()).toBe('HTTP/1.1 503 Service Unavailable');
    const answers = await Promise.all(underWay.map((r) => r.finish()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [signedUp, ...reads] = answers.map((a) => JSON.parse(a.text) as { data?: Record<string, unknown> });
    expect(signedUp!.data).toMatchObject({ signUp: { user: { id: expect.any(String) } } });
    expect(reads.map((r) => Object.keys(r.data ?? {}))).toEqual([['stores'], ['manufacturers']]);
    expect(await third.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    expect(third.output()).toContain('shutting down');
    expect(third.output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, 'kasuwa.lock.sock'))).toBe(false);

    // The sign-up answered during the drain is in the database the process closed.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata'), migrationsDir: 'unused' });
    try {
      const found = await database.db.execute(sql`select 1 from users where email = 'drain@example.com'`);
      const { rows } = found as unknown as { rows: unknown[] };
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('stops at once on SIGINT (Ctrl-C in a terminal): no drain', async () => {
    const running = start();
    expect(await healthy()).toBe(true);
    const signalled = performance.now();
    running.child.kill('SIGINT');
    // A drain would keep accepting connections for SHUTDOWN_DRAIN_MS (2 s).
    expect(await connectionsRefused()).toBe(true);
    expect(performance.now() - signalled).toBeLessThan(2_000);
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('"signal":"SIGINT"');
    expect(running.output()).toContain('"msg":"stopped"');
  }, 30_000);
});
