import { spawn } from 'node:child_process';
import pg from 'pg';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPaystackStandIn } from '../apps/api/src/test/paystack-stand-in';
import { API_ENTRY, API_ENV, API_NODE_ARGS, ROOT, ensureApiBuilt, ensureWebBuilt } from '../scripts/lib.mjs';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/** Asks the OS for a free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const OUTPUT_KEPT_CHARS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh PostgreSQL database on the server TEST_DATABASE_URL names (CI's), or none: the embedded
 * database then. With PostgreSQL the server's queries run in the database's own processes instead of
 * on the server's event loop, which two browsers keep busy (decision 0024).
 */
async function freshPostgresDatabase(serverUrl: string | undefined) {
  if (!serverUrl) return undefined;
  const name = `kasuwa_e2e_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts the product the way `npm start` does (the compiled apps/api/dist/main.js) on a free
 * port with a fresh database (embedded, or PostgreSQL when TEST_DATABASE_URL names a server) and
 * the demo data, waits for /healthz, and hands the base URL to the tests through E2E_BASE_URL. The
 * returned function stops it again.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_WEB_DIST_DIR: a build of one's own (e.g. `vite build --outDir /tmp/x`), so parallel runs don't
  // rebuild apps/web/dist under each other's feet.
  const webDistDir = process.env.E2E_WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');
  if (!process.env.E2E_WEB_DIST_DIR) ensureWebBuilt();
  ensureApiBuilt();

  const workDir = mkdtempSync(path.join(tmpdir(), 'kasuwa-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // Card payments go to a local Paystack (its API, its hosted page and its signed webhooks).
  const paystack = await startPaystackStandIn();
  const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PUBLIC_URL: baseURL,
    WEB_DIST_DIR: webDistDir,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.url,
  };
  if (database) {
    env.DATABASE_URL = database.url;
    env.CODE_HASH_KEY = 'e2e-only-unit-code-key-0123456789abcdef';
  } else delete env.DATABASE_URL; // the embedded PGlite in DATA_DIR

  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [...API_NODE_ARGS, API_ENTRY], {
    cwd: ROOT,
    env: { ...API_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  // The last lines of output, for the error message when the server does not come up.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const tail = (lines = 40) => output.trimEnd().split('\n').slice(-lines).join('\n') || '(no output)';
  let exited: string | undefined;
  const exitedPromise = new Promise<void>((resolve) => {
    server.on('exit', (code, signal) => {
      exited = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    });
  });
  // Never leave a server behind, even if the runner dies.
  const killOnExit = () => server.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!exited) {
      server.kill('SIGTERM');
      await Promise.race([exitedPromise, sleep(STOP_TIMEOUT_MS)]);
      if (!exited) {
        console.warn(`[e2e] the server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
        server.kill('SIGKILL');
        await exitedPromise;
      }
    }
    await paystack.stop();
    await database?.drop();
    log.end();
    // Keep the server's log next to the other test output for debugging.
    try {
      mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
      copyFileSync(logFile, path.join(ROOT, 'test-results', 'e2e-server.log'));
    } catch {
      // best effort
    }
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
  };

  const started = Date.now();
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`The server stopped before it was ready (${exited}). Its last output:\n${tail()}`);
    }
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s. Its last output:\n${tail()}`);
    }
    await sleep(250);
  }
  const where = database ? 'PostgreSQL' : `embedded, in ${dataDir}`;
  console.log(
    `[e2e] server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (database: ${where})`,
  );

  process.env.E2E_BASE_URL = baseURL;
  // The server's DATA_DIR, e.g. for reading the mail outbox (DATA_DIR/outbox/*.json).
  process.env.E2E_DATA_DIR = dataDir;
  if (!existsSync(dataDir)) console.warn(`[e2e] note: the server did not create DATA_DIR ${dataDir}`);
  return stop;
}
