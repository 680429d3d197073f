// verifyCode on PostgreSQL (issue 11): the latency of a shopper's code check with 1,000,000 unit
// codes in the database and 50 checks at once, the SQL statements one check costs, and the plan of
// the code lookup.
//
// A fresh database: a manufacturer, a product and its retailers through the API; then 1,000,000
// codes for one batch written straight into unit_codes (as the generation job stores them: the
// HMAC-SHA256 of the normalised code under CODE_HASH_KEY, by the API's own UnitCodeHasher and the
// domain's createUnitCode), the plain codes kept here for the load.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { codeMaker } from './lib/bulk-data.mjs';
import { describeActivity, startActivityMonitor } from './lib/pg-activity.mjs';
import { withClient, withFreshServerSetup } from './lib/postgres.mjs';
import { info, loadAverage, loadAverageNote, round, target } from './lib/report.mjs';
import { seedMaker } from './lib/seed.mjs';
import { BENCH_CODE_HASH_KEY, cpuMs, graphql, sleep, startServer } from './lib/server.mjs';
import { countStatements, startCountedServer } from './lib/statement-counter.mjs';
import { clientCpuMs, sorted, summary } from './lib/stats.mjs';

const P99_TARGET_MS = 30;
const CODES = 1_000_000;
/** Rows per INSERT ... SELECT FROM unnest(...) while loading the codes. */
const LOAD_CHUNK = 50_000;
const LOAD = { concurrency: 50, warmUpMs: 5_000, measuredMs: 12_000, requestTimeoutMs: 10_000 };
/** Checks sent one at a time: what one check costs without a queue. */
const ALONE = 300;
/** Besides the closed loop: the same 50 clients sending at a fixed total rate (an open loop), latency from when each check was due. */
const OFFERED = { perSecond: 150, ms: 15_000 };
/** What each check asks: a code checked for the first time, a code checked before, a code nobody issued. */
const MIX = { first: 0.6, again: 0.25, unknown: 0.15 };
/** The share of checks sent to POST /api/verify (the partners' JSON endpoint); the rest are GraphQL verifyCode. */
const JSON_API_SHARE = 0.2;
/** Statement counts: each kind this many times, the least kept (background work can only add). */
const COUNT_REPEATS = 3;
const QUIET_MS = 700;
const RETAILERS = 3;

const ADD_RETAILER = `mutation AddRetailer($input: CreateStoreInput!) {
  addRetailer(createStoreInput: $input) { id }
}`;
// What the web's Verify screen asks (apps/web/src/features/verification/api/verify-code.ts).
const VERIFY = `mutation VerifyCode($code: String!) {
  verifyCode(code: $code) {
    code result verifications firstVerifiedAt firstVerifiedNear recallAdvice
    product { id name imageUrl thumbnailUrl }
    maker { id name slug }
    batch { number manufactureDate expiryDate recallReason recalledAt }
    retailers { id name address }
  }
}`;

export const title = 'verifyCode on PostgreSQL: 1,000,000 unit codes, 50 concurrent checks';

export async function run({ checkout }) {
  checkout.ensureApiBuilt();
  const { createUnitCode } = await tsImport(
    pathToFileURL(path.join(checkout.root, 'packages/domain/src/index.ts')).href,
    import.meta.url,
  );
  const { UnitCodeHasher } = await tsImport(
    pathToFileURL(path.join(checkout.root, 'apps/api/src/modules/batches/unit-code-hasher.ts')).href,
    import.meta.url,
  );
  const hasher = new UnitCodeHasher(Buffer.from(BENCH_CODE_HASH_KEY, 'utf8'));
  const newCode = codeMaker(createUnitCode);

  return withFreshServerSetup('kasuwa-bench-verify-', async ({ database, env: freshEnv, logFile, dir }) => {
    const env = {
      ...freshEnv,
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
      // The load comes from many addresses (X-Forwarded-For), as shoppers on many networks would:
      // the per-address limits count as in production, and none is reached.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    };
    let counted;
    let loaded;
    let codes;
    const relayed = await startCountedServer(checkout, { env, logFile });
    try {
      console.log('  a manufacturer, a product and its retailers through the API');
      const batchId = await seedShop(relayed.server.url, database.url);
      console.log(`  making and loading ${CODES.toLocaleString('en')} codes`);
      ({ codes, loaded } = await loadCodes(database.url, batchId, CODES, newCode, hasher));
      console.log('  counting statements per check');
      counted = await countCheckStatements(relayed.server.url, relayed.counter, codes, newCode);
    } finally {
      await relayed.stop();
    }
    const plan = await explainLookup(database.url, counted, hasher.hash(codes[codes.length >> 1]));

    // BENCH_CPU_PROF=DIR: the measured server writes a V8 CPU profile there when it stops.
    const profiled = process.env.BENCH_CPU_PROF
      ? {
          ...checkout,
          server: {
            ...checkout.server,
            args: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, ...checkout.server.args],
          },
        }
      : checkout;
    const direct = await startServer(profiled, { env, logFile });
    let load;
    try {
      load = await measureLoad(direct, database.url, codes, newCode, counted.checkedIndexes);
    } finally {
      await direct.stop();
    }
    await checkDatabase(database.url, load, counted);
    return report({ loaded, counted, plan, load });
  });
}

/** Signs up a manufacturer with a business, a product (its first batch holds the codes) and retailers supplied from it. */
async function seedShop(url, databaseUrl) {
  const { token, manufacturerId, productId } = await seedMaker(url, {
    business: {
      businessName: 'Bench Pharma Ltd',
      brandStoreName: 'Bench Pharma',
      industry: 'OTC_PHARMACEUTICALS',
      productCategory: ['otcPharmaceuticals'],
    },
    product: {
      name: 'Bench Paracetamol 500mg',
      description: 'A product of the verification benchmark.',
      retailPrice: '1200',
      quantity: 5000,
      batchQuantity: CODES,
      expiryDate: '2036-01-01T00:00:00.000Z',
    },
  });
  const storeIds = [];
  for (let n = 0; n < RETAILERS; n += 1) {
    const { addRetailer } = await graphql(
      url,
      ADD_RETAILER,
      {
        input: {
          name: `Bench Pharmacy ${n + 1}`,
          contact: `+234 803 000 00${10 + n}`,
          fullAddress: `${n + 3} Awolowo Road, Ikoyi, Lagos`,
          manufacturerId,
        },
      },
      token,
    );
    storeIds.push(addRetailer.id);
  }
  // Supplies are written here: their API is not what this benchmark measures.
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('select id from product_batches where product_id = $1', [productId]);
    const batchId = rows[0]?.id;
    if (!batchId) throw new Error('The product has no first batch');
    for (const storeId of storeIds) {
      await client.query(
        `insert into batch_supplies (batch_id, store_id, units, supplied_on) values ($1, $2, 1000, '2026-02-01')`,
        [batchId, storeId],
      );
    }
    return batchId;
  });
}

/**
 * Makes `count` codes and writes their hashes for the batch in one transaction, LOAD_CHUNK rows a
 * statement (INSERT ... SELECT FROM unnest of two arrays), with the generation run that owns them.
 */
async function loadCodes(databaseUrl, batchId, count, newCode, hasher) {
  const codes = new Array(count);
  const startedMaking = performance.now();
  const hashesHex = new Array(count);
  for (let i = 0; i < count; i += 1) {
    codes[i] = newCode();
    hashesHex[i] = hasher.hash(codes[i]).toString('hex');
  }
  const makeMs = performance.now() - startedMaking;

  return withClient(databaseUrl, async (client) => {
    const startedWriting = performance.now();
    try {
      await client.query('begin');
      await client.query(
        `insert into code_generation_jobs (batch_id, requested, done, first_serial, status, download_until, finished_at)
         values ($1, $2, $2, 1, 'done', now(), now())`,
        [batchId, count],
      );
      for (let start = 0; start < count; start += LOAD_CHUNK) {
        const end = Math.min(count, start + LOAD_CHUNK);
        const serials = Array.from({ length: end - start }, (_, i) => start + i + 1);
        await client.query(
          `insert into unit_codes (batch_id, serial, code_hash)
           select $1, s, decode(h, 'hex') from unnest($2::int[], $3::text[]) as t(s, h)`,
          [batchId, serials, hashesHex.slice(start, end)],
        );
      }
      await client.query('commit');
      const writeMs = performance.now() - startedWriting;
      const startedAnalyze = performance.now();
      await client.query('analyze unit_codes');
      const analyzeMs = performance.now() - startedAnalyze;
      const { rows } = await client.query(
        `select count(*)::int as n, pg_total_relation_size('unit_codes') as bytes,
                pg_relation_size('unit_codes_code_hash_key') as "indexBytes" from unit_codes`,
      );
      if (rows[0].n !== count) throw new Error(`unit_codes holds ${rows[0].n} rows, not ${count}`);
      return {
        codes,
        loaded: {
          makeMs: round(makeMs, 0),
          writeMs: round(writeMs, 0),
          analyzeMs: round(analyzeMs, 0),
          tableMb: round(Number(rows[0].bytes) / 1024 ** 2, 0),
          indexMb: round(Number(rows[0].indexBytes) / 1024 ** 2, 0),
        },
      };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * The statements of a first check, a repeated check and an unknown code, through the relay, each
 * from an address that is not loopback (so the per-address limits count); COUNT_REPEATS times
 * each, the least kept.
 */
async function countCheckStatements(url, counter, codes, newCode) {
  const agent = new http.Agent({ keepAlive: true });
  const firstIndexes = Array.from({ length: COUNT_REPEATS }, (_, r) => r * 7 + 1);
  const kinds = [
    {
      kind: 'first',
      label: 'a first check of a genuine code',
      expect: 'GENUINE',
      codeFor: (r) => codes[firstIndexes[r]],
    },
    {
      kind: 'again',
      label: 'a check of a code checked before',
      expect: 'ALREADY_VERIFIED',
      codeFor: (r) => codes[firstIndexes[r]],
    },
    { kind: 'unknown', label: 'a code nobody issued', expect: 'NOT_FOUND', codeFor: () => newCode() },
  ];
  try {
    const counts = await countStatements(counter, kinds, {
      repeats: COUNT_REPEATS,
      quietMs: QUIET_MS,
      pollMs: 50,
      send: async (kind, repeat) => {
        const result = await verify(url, agent, kind.codeFor(repeat), false);
        if (result !== kind.expect) throw new Error(`${kind.label} answered ${result}, not ${kind.expect}`);
      },
    });
    return { counts, checksWritten: COUNT_REPEATS * 3, checkedIndexes: firstIndexes };
  } finally {
    agent.destroy();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the server's own statement that looks the code up (as the relay saw
 * it, with the values it bound: a first check of a genuine code not checked yet), inside a
 * transaction rolled back, so the check it runs is not kept.
 */
async function explainLookup(databaseUrl, counted, codeHash) {
  const first = counted.counts.find((c) => c.kind === 'first');
  const at = first.statements.findIndex((sql) => /"unit_codes"\."code_hash" = \$\d+/.test(sql));
  if (at < 0) throw new Error('No code lookup among the statements of a check');
  const lookup = first.statements[at];
  const params = first.params[at].map((value) =>
    Buffer.isBuffer(value) && value.length === codeHash.length ? codeHash : value,
  );
  const rows = await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    try {
      return (await client.query(`explain (analyze, buffers, costs off) ${lookup}`, params)).rows;
    } finally {
      await client.query('rollback');
    }
  });
  const lines = rows.map((row) => row['QUERY PLAN']);
  return {
    sql: lookup,
    lines,
    usesIndex: lines.some((line) => /Index (Only )?Scan using unit_codes_code_hash_key/.test(line)),
  };
}

/**
 * LOAD.concurrency clients check codes back to back (a closed loop) for LOAD.warmUpMs, not
 * measured, then LOAD.measuredMs. Each check is a first check of a random genuine code, a check of
 * a code already checked in this run, or a well-formed code nobody issued (MIX), from a random
 * address of many (X-Forwarded-For); JSON_API_SHARE of them through POST /api/verify. Then ALONE
 * checks one at a time, and OFFERED: the clients sending at a fixed total rate.
 */
async function measureLoad(server, databaseUrl, codes, newCode, checkedBefore) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD.concurrency });
  const checked = new Uint8Array(codes.length);
  /** Codes whose first check was answered: a check of one of them answers ALREADY_VERIFIED. */
  const checkedList = [...checkedBefore];
  for (const index of checkedBefore) checked[index] = 1;
  const randomInt = (n) => Math.floor(Math.random() * n);
  const nextCheck = () => {
    const roll = Math.random();
    if (roll < MIX.unknown) return { kind: 'unknown', code: newCode() };
    if (roll < MIX.unknown + MIX.again && checkedList.length > 0) {
      return { kind: 'again', code: codes[checkedList[randomInt(checkedList.length)]] };
    }
    let index = randomInt(codes.length);
    while (checked[index]) index = randomInt(codes.length);
    checked[index] = 1;
    return { kind: 'first', code: codes[index], index };
  };
  const expected = { first: 'GENUINE', again: 'ALREADY_VERIFIED', unknown: 'NOT_FOUND' };
  /** One check; its latency counted from `due` (when it should have been sent) or from sending. */
  const checkOnce = async (record, due) => {
    const check = nextCheck();
    const viaJson = Math.random() < JSON_API_SHARE;
    const sent = performance.now();
    const outcome = await verify(server.url, agent, check.code, viaJson);
    const ms = performance.now() - (due ?? sent);
    const ok = expected[check.kind] === outcome;
    if (check.kind === 'first' && ok) checkedList.push(check.index);
    record?.({ kind: check.kind, viaJson, ms, ok, outcome });
  };
  const closedLoop = async (ms, record) => {
    const deadline = performance.now() + ms;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: LOAD.concurrency }, async () => {
        while (performance.now() < deadline) await checkOnce(record);
      }),
    );
    return (performance.now() - started) / 1000;
  };
  const openLoop = async (perSecond, ms, record) => {
    const interval = (1000 * LOAD.concurrency) / perSecond;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: LOAD.concurrency }, async (_, w) => {
        for (let due = started + (w * interval) / LOAD.concurrency; due < started + ms; due += interval) {
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          await checkOnce(record, due);
        }
      }),
    );
    return (performance.now() - started) / 1000;
  };

  await closedLoop(LOAD.warmUpMs);
  const before = await verificationCounts(databaseUrl);
  const monitor = await startActivityMonitor(databaseUrl);
  const cpuBefore = { server: cpuMs(server.pid) ?? 0, client: clientCpuMs() };
  const loadAtStart = loadAverage();
  const results = [];
  let seconds;
  let cpuAfter;
  let postgresCpuMs;
  let activity;
  try {
    seconds = await closedLoop(LOAD.measuredMs, (r) => results.push(r));
    cpuAfter = { server: cpuMs(server.pid) ?? 0, client: clientCpuMs() };
    postgresCpuMs = monitor.backendCpuMs();
    activity = monitor.activity();
  } finally {
    await monitor.stop();
  }
  const loadAtEnd = loadAverage();
  const after = await verificationCounts(databaseUrl);

  const alone = [];
  for (let i = 0; i < ALONE; i += 1) await checkOnce((r) => alone.push(r));
  const offered = [];
  const offeredSeconds = await openLoop(OFFERED.perSecond, OFFERED.ms, (r) => offered.push(r));
  agent.destroy();

  const byKind = (predicate) => summary(sorted(results.filter(predicate).map((r) => r.ms)));
  const failures = {};
  for (const r of [...results, ...alone, ...offered].filter((r) => !r.ok)) {
    failures[`${r.kind}: ${r.outcome}`] = (failures[`${r.kind}: ${r.outcome}`] ?? 0) + 1;
  }
  const n = Math.max(1, results.length);
  return {
    sent: results.length,
    seconds: round(seconds, 1),
    perSecond: round(results.length / seconds, 0),
    ...summary(sorted(results.map((r) => r.ms))),
    first: byKind((r) => r.kind === 'first'),
    again: byKind((r) => r.kind === 'again'),
    unknown: byKind((r) => r.kind === 'unknown'),
    graphql: byKind((r) => !r.viaJson),
    json: byKind((r) => r.viaJson),
    kinds: {
      first: results.filter((r) => r.kind === 'first').length,
      again: results.filter((r) => r.kind === 'again').length,
      unknown: results.filter((r) => r.kind === 'unknown').length,
    },
    alone: summary(sorted(alone.map((r) => r.ms))),
    offered: {
      ...summary(sorted(offered.map((r) => r.ms))),
      sent: offered.length,
      perSecond: round(offered.length / offeredSeconds, 0),
    },
    failed: results.filter((r) => !r.ok).length,
    otherFailed: [...alone, ...offered].filter((r) => !r.ok).length,
    failures,
    written: after - before,
    cpuMsPerCheck: {
      server: round((cpuAfter.server - cpuBefore.server) / n, 2),
      postgres: round(postgresCpuMs / n, 2),
      client: round((cpuAfter.client - cpuBefore.client) / n, 2),
    },
    activity,
    loadAtStart,
    loadAtEnd,
  };
}

/** One check over HTTP: the answer's result, or what went wrong. */
function verify(url, agent, code, viaJson) {
  const from = randomAddress();
  const body = JSON.stringify(viaJson ? { code } : { query: VERIFY, variables: { code } });
  return new Promise((resolve) => {
    const request = http.request(
      `${url}${viaJson ? '/api/verify' : '/graphql'}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': from,
          ...(viaJson ? {} : { 'x-kasuwa-csrf': '1' }),
        },
        timeout: LOAD.requestTimeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (response.statusCode !== 200) return resolve(`HTTP ${response.statusCode}`);
            if (answer.errors) return resolve(`GraphQL ${answer.errors[0]?.extensions?.code ?? 'error'}`);
            resolve(viaJson ? answer.result : answer.data?.verifyCode?.result);
          } catch {
            resolve('unreadable answer');
          }
        });
        response.on('error', () => resolve('network error'));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(error.message === 'timeout' ? 'timeout' : 'network error'));
    request.end(body);
  });
}

/** A public IPv4 address in 41.0.0.0/8 (African networks), a different one almost every time. */
function randomAddress() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `41.${byte()}.${byte()}.${byte()}`;
}

async function verificationCounts(databaseUrl) {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query('select count(*)::int as n from code_verifications'),
  );
  return rows[0].n;
}

/** Every answered check was stored once (the counting checks and the measured ones). */
async function checkDatabase(databaseUrl, load, counted) {
  if (load.written < load.sent - load.failed) {
    throw new Error(`${load.sent - load.failed} checks answered but ${load.written} stored`);
  }
  const total = await verificationCounts(databaseUrl);
  if (total < counted.checksWritten + load.written) throw new Error('Checks are missing from code_verifications');
}

function report({ loaded, counted, plan, load }) {
  const least = Object.fromEntries(counted.counts.map((c) => [c.kind, Math.min(...c.runs)]));
  const figures = [
    target('verification.p99', 'verifyCode p99, 50 concurrent checks, 1,000,000 codes', load.p99, 'ms', P99_TARGET_MS),
    info('verification.p50', 'verifyCode p50', load.p50, 'ms'),
    info('verification.p95', 'verifyCode p95', load.p95, 'ms'),
    info('verification.max', 'verifyCode slowest', load.max, 'ms'),
    info('verification.rate', 'Checks answered per second', load.perSecond, 'checks/s'),
    info('verification.p99.first', 'p99 of first checks of genuine codes', load.first.p99, 'ms'),
    info('verification.p99.again', 'p99 of checks of codes checked before', load.again.p99, 'ms'),
    info('verification.p99.unknown', 'p99 of codes nobody issued', load.unknown.p99, 'ms'),
    info('verification.p99.json', 'p99 through POST /api/verify', load.json.p99, 'ms'),
    info('verification.alone.p50', 'verifyCode p50, one check at a time', load.alone.p50, 'ms'),
    info('verification.alone.p99', 'verifyCode p99, one check at a time', load.alone.p99, 'ms'),
    info(
      'verification.offered.p99',
      `verifyCode p99, ${OFFERED.perSecond} checks/s offered by the 50 clients (open loop)`,
      load.offered.p99,
      'ms',
    ),
    info('verification.cpu.server', 'CPU time per check: the server', load.cpuMsPerCheck.server, 'ms'),
    info('verification.cpu.postgres', 'CPU time per check: PostgreSQL', load.cpuMsPerCheck.postgres, 'ms'),
    info('verification.cpu.client', 'CPU time per check: this load generator', load.cpuMsPerCheck.client, 'ms'),
    target(
      'verification.errors',
      'Checks answered wrongly or failed',
      load.failed + load.otherFailed,
      `of ${load.sent + ALONE + load.offered.sent}`,
      0,
    ),
    info('verification.statements.first', 'SQL statements, first check of a genuine code', least.first, 'statements'),
    info('verification.statements.again', 'SQL statements, check of a code checked before', least.again, 'statements'),
    info('verification.statements.unknown', 'SQL statements, a code nobody issued', least.unknown, 'statements'),
    target('verification.lookup.index', 'Code lookup by index scan (1 = yes)', plan.usesIndex ? 1 : 0, '', 1),
    info(
      'verification.load.make',
      `Making and hashing ${CODES.toLocaleString('en')} codes (this process)`,
      loaded.makeMs,
      'ms',
    ),
    info(
      'verification.load.write',
      `Writing ${CODES.toLocaleString('en')} code hashes to PostgreSQL`,
      loaded.writeMs,
      'ms',
    ),
    info('verification.load.size', 'unit_codes on disk (table and indexes)', loaded.tableMb, 'MB'),
  ];
  const statementsOf = (kind) => counted.counts.find((c) => c.kind === kind);
  const notes = [
    `Load: ${LOAD.concurrency} clients check codes back to back (a closed loop) over HTTP with keep-alive, ` +
      `${LOAD.warmUpMs / 1000} s to warm up, then ${load.seconds} s measured: ${load.sent} checks ` +
      `(${load.kinds.first} first checks of a random genuine code of the 1,000,000, ${load.kinds.again} checks of a code ` +
      `already checked in this run, ${load.kinds.unknown} well-formed codes with a valid check character that nobody issued); ` +
      `${Math.round(JSON_API_SHARE * 100)} % through POST /api/verify, the rest GraphQL \`verifyCode\` asking what the Verify ` +
      'screen shows. Each from a random address (X-Forwarded-For with TRUST_PROXY=1), as shoppers on many networks: ' +
      'the per-address limits count as in production and none is reached (loopback itself is exempt). ' +
      'Latency: from sending the request to reading the whole answer, on the same machine as the server and PostgreSQL.',
    `Latency by kind, p50/p95/p99 ms: first checks ${triple(load.first)}, checked before ${triple(load.again)}, ` +
      `unknown ${triple(load.unknown)}; GraphQL ${triple(load.graphql)}, POST /api/verify ${triple(load.json)}.`,
    `In a closed loop the median is about ${LOAD.concurrency} ÷ throughput: a p99 of ${P99_TARGET_MS} ms at ` +
      `${LOAD.concurrency} checks in flight needs well over ${Math.round((LOAD.concurrency * 1000) / P99_TARGET_MS)} checks/s ` +
      `from the server, PostgreSQL and this load generator on the machine's cores. Without a queue: ${ALONE} checks one at a ` +
      `time, p50/p95/p99 ${triple(load.alone)} ms. At a fixed rate: the ${LOAD.concurrency} clients offering ` +
      `${OFFERED.perSecond} checks/s for ${OFFERED.ms / 1000} s (${load.offered.sent} checks, ${load.offered.perSecond}/s ` +
      `answered; latency from when each check was due, so a late start counts), p50/p95/p99/max ` +
      `${triple(load.offered)}/${load.offered.max} ms.`,
    `CPU time of the measured checks, divided by their number: the server ${load.cpuMsPerCheck.server} ms, PostgreSQL's ` +
      `backends of its connections ${load.cpuMsPerCheck.postgres} ms, this load generator ${load.cpuMsPerCheck.client} ms; ` +
      describeActivity(load.activity),
    loadAverageNote('checks', load, load.failures),
    `Codes: ${CODES.toLocaleString('en')} made by the domain's createUnitCode from crypto.randomBytes and hashed by the API's ` +
      `UnitCodeHasher (HMAC-SHA256 under CODE_HASH_KEY, the key the server was given) in ${loaded.makeMs} ms, written in one ` +
      `transaction ${LOAD_CHUNK.toLocaleString('en')} rows a statement (INSERT ... SELECT FROM unnest of two arrays, ` +
      `both indexes in place) in ${loaded.writeMs} ms, ANALYZE ${loaded.analyzeMs} ms; unit_codes with its indexes ` +
      `${loaded.tableMb} MB, the hash index ${loaded.indexMb} MB.`,
    'Statements: counted as PostgreSQL receives them, by a relay between the server and the database ' +
      '(`bench/lib/statement-counter.mjs`), each kind ' +
      `${COUNT_REPEATS} times, the least kept. Runs: ${counted.counts.map((c) => `${c.label} ${c.runs.join('/')}`).join('; ')}.`,
    `The ${least.first} statements of a first check: ${summarize(statementsOf('first').statements)}. ` +
      `Of a code nobody issued: ${summarize(statementsOf('unknown').statements)}.`,
    `The lookup, \`EXPLAIN (ANALYZE, BUFFERS)\` with 1,000,000 codes: ${plan.lines.map((l) => `\`${l.trim()}\``).join('; ')}.`,
    `Checked afterwards: code_verifications holds a row for every check answered (${load.written} in the measured ${load.seconds} s).`,
  ];
  return { figures, notes };
}

const triple = (s) => `${s.p50}/${s.p95}/${s.p99}`;

/** Each statement as its verb and main table (outside subqueries), e.g. `insert code_verifications`. */
function summarize(statements) {
  return statements
    .map((sql) => {
      const verb = sql.trim().split(/\s+/)[0].toLowerCase();
      if (verb === 'with') {
        const writes = [...sql.matchAll(/\b(update|insert into|delete from)\s+"?([a-z_]+)"?/gi)];
        return `\`with ${writes.map((w) => `${w[1].split(' ')[0].toLowerCase()} ${w[2]}`).join(' and ')}\``;
      }
      let outer = sql;
      for (let inner = outer.replace(/\([^()]*\)/g, ''); inner !== outer; inner = outer.replace(/\([^()]*\)/g, '')) {
        outer = inner;
      }
      const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(outer)?.[1];
      return `\`${table ? `${verb} ${table}` : verb}\``;
    })
    .join(', ');
}
