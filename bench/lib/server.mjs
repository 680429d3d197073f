// Starts a checkout's production server on a loopback port, times it to its first 200 on /healthz,
// reads its memory and stops it. Every server started here is stopped when the bench process exits,
// even after a failure.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, openSync, closeSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HOST = '127.0.0.1';
/** The unit-code key the benchmarks give the server (its own, never a real one). */
export const BENCH_CODE_HASH_KEY = 'bench-only-unit-code-key-0123456789abcdef';
const HEALTH_POLL_MS = 25;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
// USER_HZ: 100 on every Linux architecture Node runs on.
const CLOCK_TICKS_PER_SECOND = 100;

const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(130);
  });
}

/** A temporary directory removed by `dispose()`. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A TCP port free on the loopback address right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <checkout.server.args>` with NODE_ENV=production on a free loopback port and waits
 * for the first 200 from /healthz. `env` adds DATA_DIR, DATABASE_URL, SEED_DEMO and the like; the
 * bench's own environment is not passed on (a stray DATABASE_URL must not pick the database).
 * Returns the running server with `startMs`, the time from spawn to that first 200.
 */
export async function startServer(checkout, { env, logFile }) {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, checkout.server.args, {
    cwd: checkout.root,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // Nothing balances across a bench's server: its stop need not wait for a balancer to notice.
      SHUTDOWN_DRAIN_MS: '0',
      ...checkout.server.env,
      HOST,
      PORT: String(port),
      ...env,
    },
  });
  closeSync(log);
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.once('exit', () => running.delete(child));

  const deadline = started + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before /healthz answered (see ${logFile})`);
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`/healthz did not answer 200 within ${START_TIMEOUT_MS / 1000} s (see ${logFile})`);
    }
    if (await healthy(url)) break;
    await sleep(HEALTH_POLL_MS);
  }
  const startMs = Math.round(performance.now() - started);
  const startCpuMs = cpuMs(child.pid);

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  return { url, pid: child.pid, startMs, startCpuMs, rssMb: () => rssMb(child.pid), stop };
}

async function healthy(url) {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or undefined once it ended. */
export function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU time (user + system, all threads) a process has used so far, in ms; steadier than wall time on a busy machine. */
export function cpuMs(pid, fields = statFields(pid)) {
  // utime and stime are the 14th and 15th fields, the 12th and 13th after the command name.
  return fields && (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS_PER_SECOND);
}

/** When a process started (clock ticks since boot): with its pid, it tells a process from a later one given the same pid. */
export function startTicks(pid, fields = statFields(pid)) {
  // starttime is the 22nd field, the 20th after the command name.
  return fields?.[19];
}

/** Resident memory of a process and its descendants, in MB (1 MB = 1024 × 1024 bytes). */
export function rssMb(pid) {
  let kb = 0;
  for (const id of [pid, ...descendants(pid)]) {
    try {
      const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      if (match) kb += Number(match[1]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return Math.round((kb / 1024) * 10) / 10;
}

function descendants(pid) {
  const found = [];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.split(/\s+/).filter(Boolean).map(Number)) found.push(child, ...descendants(child));
  }
  return found;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Posts one GraphQL operation to the server (as `token`'s session, if given) and returns its data; throws on errors. */
export async function graphql(url, query, variables, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-kasuwa-csrf': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors) {
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  }
  return body.data;
}

/**
 * Posts a GraphQL request body on a keep-alive `agent` (the load loops' own connections) and
 * returns its data; rejects on an HTTP or GraphQL error and after 30 s.
 */
export function graphqlOnAgent(url, agent, body, token) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'x-kasuwa-csrf': '1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (response.statusCode !== 200 || parsed.errors) {
              reject(
                new Error(`GraphQL ${response.statusCode}: ${JSON.stringify(parsed.errors ?? parsed).slice(0, 300)}`),
              );
            } else resolve(parsed.data);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
