// Counts the SQL statements a server sends to PostgreSQL, as PostgreSQL receives them: a TCP relay
// between the server and the database that forwards every byte unchanged and reads the frontend
// protocol on the way. A statement is a simple Query message ('Q') or an Execute ('E') of the
// extended protocol (Parse, Bind, Describe, Execute, Sync: how node-postgres sends a query with
// parameters). BEGIN, COMMIT, the session lookup and the rate-limit counters count like any other.
// Chosen over pg_stat_statements, which needs shared_preload_libraries and a restart of a
// PostgreSQL that others share, and over log_statement, which writes to the server's log.
import { createConnection, createServer } from 'node:net';
import { POSTGRES } from './postgres.mjs';
import { sleep, startServer } from './server.mjs';

const HOST = '127.0.0.1';
const QUIET_TIMEOUT_MS = 30_000;
// Untyped first messages (no type byte): the client asks for TLS or GSS encryption, then starts again.
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;

/**
 * Listens on a free loopback port and relays every connection to `target` ({ host, port }).
 * Returns `{ port, statements, stop }`: `statements` holds `{ at, sql, params }` for every statement,
 * in the order they arrived (`at` from performance.now(); `params` the values bound to an Execute,
 * text as strings and binary as Buffers); empty it to start a new count.
 */
export async function startStatementCounter(target) {
  const counter = { statements: [] };
  const sockets = new Set();
  const relay = createServer((client) => {
    const upstream = createConnection(target);
    sockets.add(client).add(upstream);
    for (const socket of [client, upstream]) {
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    const read = protocolReader((sql, params) => counter.statements.push({ at: performance.now(), sql, params }));
    client.on('data', (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    client.once('end', () => upstream.end());
  });
  await new Promise((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, HOST, resolve);
  });
  counter.port = relay.address().port;
  counter.stop = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      relay.close(() => resolve());
    });
  return counter;
}

/**
 * Starts the server with its DATABASE_URL (on POSTGRES) pointing at a new statement counter.
 * Returns `{ server, counter, stop }`; `stop()` stops both.
 */
export async function startCountedServer(checkout, { env, logFile }) {
  const counter = await startStatementCounter(POSTGRES);
  const relayedUrl = env.DATABASE_URL.replace(`:${POSTGRES.port}/`, `:${counter.port}/`);
  let server;
  try {
    server = await startServer(checkout, { env: { ...env, DATABASE_URL: relayedUrl }, logFile });
  } catch (error) {
    await counter.stop();
    throw error;
  }
  return {
    server,
    counter,
    async stop() {
      await server.stop();
      await counter.stop();
    },
  };
}

/**
 * Counts the statements of each of `items` (`{ label, ... }`) `repeats` times, in turn: each count
 * waits until the relay has seen nothing for `quietMs` (polling every `pollMs`), then runs
 * `send(item, repeat)`. Background work can only add statements, so the least is kept. Returns the
 * items with `runs` (every count), `statements` (the SQL of the least) and `params` (their values).
 */
export async function countStatements(counter, items, { repeats, quietMs, pollMs, send }) {
  const counts = items.map((item) => ({ ...item, runs: [], statements: [], params: [] }));
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    for (const count of counts) {
      await quiet(counter, quietMs, pollMs);
      counter.statements = [];
      await send(count, repeat);
      const seen = counter.statements.map((s) => s.sql);
      if (count.runs.length === 0 || seen.length < Math.min(...count.runs)) {
        count.statements = seen;
        count.params = counter.statements.map((s) => s.params);
      }
      count.runs.push(seen.length);
    }
  }
  return counts;
}

/**
 * The job queue's own statements (pg-boss polls each queue every 2 s and keeps its tables): never
 * quiet for long, and not the work of the request being counted.
 */
const isJobQueueHousekeeping = (sql) => /\bpgboss\./.test(sql) && !/^\s*insert\s+into\s+pgboss\.job\b/i.test(sql);

/** Waits until the relay has seen no statement for `quietMs`, the job queue's housekeeping aside. */
async function quiet(counter, quietMs, pollMs) {
  const started = performance.now();
  for (;;) {
    const last = counter.statements.findLast((statement) => !isJobQueueHousekeeping(statement.sql))?.at ?? 0;
    const now = performance.now();
    if (now - Math.max(last, started) >= quietMs) return;
    if (now - started > QUIET_TIMEOUT_MS) throw new Error(`The server did not fall quiet in ${QUIET_TIMEOUT_MS} ms`);
    await sleep(pollMs);
  }
}

/** A reader of one connection's frontend messages; calls `onStatement(sql, params)` for each statement. */
function protocolReader(onStatement) {
  let pending = Buffer.alloc(0);
  let untyped = true;
  const statementText = new Map(); // prepared statement name -> sql
  const portals = new Map(); // portal name -> { sql, params }
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (untyped) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        untyped = code === SSL_REQUEST || code === GSSENC_REQUEST;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const type = String.fromCharCode(pending[0]);
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const body = pending.subarray(5, 1 + length);
      pending = pending.subarray(1 + length);
      if (type === 'Q') {
        onStatement(cString(body, 0).text, []);
      } else if (type === 'P') {
        const name = cString(body, 0);
        statementText.set(name.text, cString(body, name.end).text);
      } else if (type === 'B') {
        const portal = cString(body, 0);
        const statement = cString(body, portal.end);
        portals.set(portal.text, {
          sql: statementText.get(statement.text) ?? '(unknown prepared statement)',
          params: boundValues(body, statement.end),
        });
      } else if (type === 'E') {
        const portal = portals.get(cString(body, 0).text);
        onStatement(portal?.sql ?? '(unknown portal)', portal?.params ?? []);
      }
    }
  };
}

/** A Bind message's parameter values from `at` (its format codes, then the values): text as strings, binary as Buffers. */
function boundValues(body, at) {
  const formatCount = body.readInt16BE(at);
  const formats = Array.from({ length: formatCount }, (_, i) => body.readInt16BE(at + 2 + 2 * i));
  let offset = at + 2 + 2 * formatCount;
  const valueCount = body.readInt16BE(offset);
  offset += 2;
  const values = [];
  for (let i = 0; i < valueCount; i += 1) {
    const length = body.readInt32BE(offset);
    offset += 4;
    if (length < 0) {
      values.push(null);
      continue;
    }
    const bytes = Buffer.from(body.subarray(offset, offset + length));
    offset += length;
    const binary = (formats.length === 1 ? formats[0] : formats[i]) === 1;
    values.push(binary ? bytes : bytes.toString('utf8'));
  }
  return values;
}

/** The zero-terminated string at `start`, and the offset after its terminator. */
function cString(buffer, start) {
  const end = buffer.indexOf(0, start);
  return { text: buffer.toString('utf8', start, end), end: end + 1 };
}
