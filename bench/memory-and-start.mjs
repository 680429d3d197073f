// Start time and memory of the production server, on the embedded database and on PostgreSQL.
//
// For each database: a first start migrates and seeds the demo data (reported, no target); then the
// server is restarted on that migrated data START_RUNS times and the median time from spawn to the
// first 200 on /healthz is the figure. On the last start: RSS after IDLE_MS of rest, then the peak
// RSS (sampled every SAMPLE_MS) while a bounded burst of shopper reads runs. PostgreSQL gets a fresh
// database on 127.0.0.1:5432, dropped at the end.
import path from 'node:path';
import { withFreshDatabase } from './lib/postgres.mjs';
import { describeCounts, info, round, target } from './lib/report.mjs';
import { BENCH_CODE_HASH_KEY, graphql, sleep, startServer, tempDir } from './lib/server.mjs';
import { median, percentile, startRssSampler } from './lib/stats.mjs';

const START_TARGET_MS = 5_000;
const RSS_TARGET_MB = { embedded: 350, postgres: 200 };
const START_RUNS = 3;
const IDLE_MS = 5_000;
const SAMPLE_MS = 200;
const LOAD = { requests: 2_000, concurrency: 20, maxMs: 30_000, requestTimeoutMs: 10_000 };

// The shopper's reads, as the web app sends them: the stores list, a store page, a product page.
const STORES = '{ manufacturers { id name slug brandImage industry productCount } }';
const STORE_PAGE = `query StorePage($slug: String!) {
  manufacturer(where: { slug: $slug }) { id name slug brandImage industry productCount }
  products(where: { manufacturer: { slug: { equals: $slug } } }) {
    id name imageUrl thumbnailUrl retailPrice category manufacturer { name slug }
  }
}`;
const PRODUCT = `query Product($id: String!) {
  product(where: { id: $id }) {
    id name description imageUrl retailPrice category quantity batchNumber manufactureDate expiryDate
    manufacturer { name slug stores { id name contact location { fullAddress } } }
  }
}`;

export const title = 'Start time and memory (RSS) of the production server';

export async function run({ checkout }) {
  checkout.ensureBuilt();
  const figures = [];
  const notes = [
    `Start: median of ${START_RUNS} restarts on an already-migrated database, from spawn to the first 200 on /healthz; ` +
      'beside it the CPU time the server used until then (user + system, /proc), which moves less when other work shares the machine.',
    `Idle RSS: ${IDLE_MS / 1000} s after start. Loaded RSS: peak, sampled every ${SAMPLE_MS} ms, during ` +
      `${LOAD.requests} GraphQL reads (${LOAD.concurrency} at a time, at most ${LOAD.maxMs / 1000} s): ` +
      'the stores list, a store page with its products, a product with its retailers, in turn.',
  ];
  for (const database of ['embedded', 'postgres']) {
    const measured =
      database === 'postgres'
        ? await withFreshDatabase(({ url }) =>
            measure(checkout, { DATABASE_URL: url, CODE_HASH_KEY: BENCH_CODE_HASH_KEY }),
          )
        : await measure(checkout, {});
    const name = database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)';
    figures.push(
      info(
        `start.${database}.first`,
        `First start, ${name} (migrate + seed)`,
        round(measured.firstStartMs / 1000, 2),
        's',
      ),
      target(
        `start.${database}`,
        `Start to /healthz, ${name}`,
        round(measured.startMs / 1000, 2),
        's',
        START_TARGET_MS / 1000,
      ),
      info(`start.${database}.cpu`, `CPU time to /healthz, ${name}`, round(measured.startCpuMs / 1000, 2), 's'),
      target(`rss.${database}.idle`, `RSS idle, ${name}`, measured.idleMb, 'MB', RSS_TARGET_MB[database]),
      target(`rss.${database}.loaded`, `RSS peak under load, ${name}`, measured.peakMb, 'MB', RSS_TARGET_MB[database]),
      info(`load.${database}.rate`, `Load: requests/s, ${name}`, measured.load.perSecond, 'req/s'),
      info(`load.${database}.p99`, `Load: p99 latency, ${name}`, measured.load.p99Ms, 'ms'),
      info(
        `load.${database}.errors`,
        `Load: failed requests, ${name}`,
        measured.load.failed,
        `of ${measured.load.sent}`,
      ),
    );
    notes.push(
      `${name}: restarts took ${measured.startRunsMs.map((ms) => `${ms} ms`).join(', ')}` +
        (measured.load.failed > 0 ? `; failed requests by cause: ${describeCounts(measured.load.failures)}.` : '.'),
    );
  }
  return { figures, notes };
}

async function measure(checkout, databaseEnv) {
  const data = tempDir('kasuwa-bench-memory-');
  const logFile = path.join(data.dir, 'server.log');
  const env = { ...databaseEnv, DATA_DIR: path.join(data.dir, 'data'), SEED_DEMO: 'true' };
  try {
    const first = await startServer(checkout, { env, logFile });
    await first.stop();

    const startRunsMs = [];
    const startCpuRunsMs = [];
    let server;
    for (let i = 0; i < START_RUNS; i += 1) {
      server = await startServer(checkout, { env, logFile });
      startRunsMs.push(server.startMs);
      startCpuRunsMs.push(server.startCpuMs ?? 0);
      if (i < START_RUNS - 1) await server.stop();
    }
    try {
      await sleep(IDLE_MS);
      const idleMb = server.rssMb();
      const { load, peakMb } = await underLoad(server);
      return {
        firstStartMs: first.startMs,
        startMs: median(startRunsMs),
        startCpuMs: median(startCpuRunsMs),
        startRunsMs,
        idleMb,
        peakMb,
        load,
      };
    } finally {
      await server.stop();
    }
  } finally {
    data.dispose();
  }
}

/** Runs the read burst while sampling RSS; returns the peak and what the burst achieved. */
async function underLoad(server) {
  const { manufacturers } = await graphql(server.url, '{ manufacturers { slug } }');
  const { products } = await graphql(server.url, '{ products(take: 20) { id } }');
  if (!manufacturers?.length || !products?.length) throw new Error('The demo data has no store or no product');
  const operations = [
    () => ({ query: STORES }),
    (i) => ({ query: STORE_PAGE, variables: { slug: manufacturers[i % manufacturers.length].slug } }),
    (i) => ({ query: PRODUCT, variables: { id: products[i % products.length].id } }),
  ];

  const sampler = startRssSampler(server.pid, SAMPLE_MS);
  try {
    const load = await burst(server.url, operations);
    sampler.sample();
    return { load, peakMb: sampler.phase('load').peakMb };
  } finally {
    sampler.stop();
  }
}

/** LOAD.requests requests, LOAD.concurrency at a time, stopped at LOAD.maxMs whatever is left. */
async function burst(url, operations) {
  const latencies = [];
  let next = 0;
  let failed = 0;
  const failures = {};
  const fail = (cause) => {
    failed += 1;
    failures[cause] = (failures[cause] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = started + LOAD.maxMs;
  const worker = async () => {
    while (next < LOAD.requests && performance.now() < deadline) {
      const i = next;
      next += 1;
      const sent = performance.now();
      try {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-kasuwa-csrf': '1', 'accept-encoding': 'gzip, br' },
          body: JSON.stringify(operations[i % operations.length](i)),
          signal: AbortSignal.timeout(LOAD.requestTimeoutMs),
        });
        const body = await response.json();
        if (response.status !== 200) fail(`HTTP ${response.status}`);
        else if (body.errors) fail(`GraphQL ${body.errors[0]?.extensions?.code ?? 'error'}`);
      } catch (error) {
        fail(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error');
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: LOAD.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    sent: latencies.length,
    failed,
    failures,
    perSecond: round(latencies.length / seconds, 0),
    p99Ms: round(percentile(latencies, 0.99), 0),
  };
}
