// Shoppers' reads under load on PostgreSQL, on a marketplace of realistic size (issue 15): the
// store page, product detail, home, search, the product map and verify, as the web app sends
// them, at 10 and 200 connections; beside the API, a hand-written node:http + pg endpoint
// answering the store page's products from the same database (lib/raw-store-page.mjs), whose
// throughput the API's is measured against; the API's memory under the mix; and the store page's
// cost as the catalogue grows from a small database to 100,000 products.
//
// Two fresh databases: a small catalogue and the whole one, each written in bulk with SQL
// (lib/bulk-data.mjs) and served by a server with the response cache off, the store page measured
// on both in turn; the API and the raw endpoint side by side on the whole one; then the server is
// started again as it runs in production (the cache on) for the mix.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import {
  benchUuid,
  codeMaker,
  loadShopEvents,
  loadStores,
  loadUnitCodes,
  planCatalogue,
  settle,
} from './lib/bulk-data.mjs';
import { withClient, withFreshDatabase, withFreshServerSetup } from './lib/postgres.mjs';
import { atLeast, info, loadAverage, round, target, within } from './lib/report.mjs';
import { startActivityMonitor } from './lib/pg-activity.mjs';
import { BENCH_CODE_HASH_KEY, cpuMs, graphqlOnAgent, startServer } from './lib/server.mjs';
import { median, seededRandom, sorted, startRssSampler, summary } from './lib/stats.mjs';
import { webDocument } from '../scripts/lib.mjs';

export const title = 'Read mix on PostgreSQL: 100,000 products in 2,000 stores; the API beside raw SQL';

const TARGETS = {
  ratioCached: 0.85,
  ratioUncached: 0.5,
  p99At10: 50,
  p99At200: 150,
  rssMb: 200,
  flatPercent: 20,
  loadSeconds: 120,
};
const CATALOGUE = { stores: 2_000, products: 100_000, retailers: 50_000, bigStore: 5_000, smallProducts: 1_000 };
const CODES = { batches: 200, perBatch: 5_000, real: 100 };
const SHOP_EVENTS = 1_000_000;
/** Store pages one after another (both reads at once) for the flat-cost figures: rounds alternating the two servers. */
const FLAT = { warmUp: 30, rounds: 4, perRound: 400 };
/** Seconds of load: each run is preceded by a warm-up of its own. */
const RATIO = { connections: 10, warmUpSeconds: 2, seconds: 8 };
const MIX = { warmUpSeconds: 3, seconds: 12, connections: [10, 200] };
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The GraphQL documents the web app sends, read from its source. */
const DOCUMENTS = {
  Store: webDocument('storefronts/api/get-store.ts'),
  Stores: webDocument('storefronts/api/get-stores.ts'),
  SearchStores: webDocument('storefronts/api/search-stores.ts'),
  ProductPage: webDocument('products/api/get-product-page.ts'),
  GetProduct: webDocument('products/api/get-product-query.ts'),
  GetStoreLocations: webDocument('store-locator/api/get-store-locations.ts'),
  VerifyCode: webDocument('verification/api/verify-code.ts'),
};

export async function run({ checkout }) {
  checkout.ensureApiBuilt();
  const source = (file) => pathToFileURL(path.join(checkout.root, file)).href;
  const { createUnitCode } = await tsImport(source('packages/domain/src/unit-code.ts'), import.meta.url);
  const { UnitCodeHasher } = await tsImport(
    source('apps/api/src/modules/batches/unit-code-hasher.ts'),
    import.meta.url,
  );
  const hasher = new UnitCodeHasher(Buffer.from(BENCH_CODE_HASH_KEY, 'utf8'));
  const newCode = codeMaker(createUnitCode);
  const plan = planCatalogue(CATALOGUE);
  const [seven, big] = plan.stores;

  return withFreshServerSetup('kasuwa-bench-read-mix-', async ({ database, env: freshEnv, logFile, dir }) =>
    withFreshDatabase(async (smallDatabase) => {
      const env = { ...freshEnv, WEB_DIST_DIR: path.join(dir, 'no-web-build') };
      const uncachedEnv = { ...env, RESPONSE_CACHE: 'false' };
      const raw = await startServer(
        { root: checkout.root, server: { args: [path.join(HERE, 'lib/raw-store-page.mjs')], env: {} } },
        { env: { DATABASE_URL: database.url }, logFile },
      );
      let server = await startServer(checkout, { env: uncachedEnv, logFile });
      const smallServer = await startServer(checkout, {
        env: { ...uncachedEnv, DATABASE_URL: smallDatabase.url, DATA_DIR: path.join(dir, 'small-data') },
        logFile,
      });
      try {
        console.log(
          '  the small catalogue in a database of its own: the 7- and the 5,000-product stores, 1,000 products in 20 others',
        );
        const small = await withClient(smallDatabase.url, async (client) => {
          const stores = await loadStores(client, plan, 1, plan.smallEnd);
          const settled = await settle(client);
          return { ...stores, settleMs: settled.ms };
        });
        console.log(`  ${JSON.stringify(small)}`);
        console.log(`  the whole catalogue: ${CATALOGUE.products.toLocaleString('en')} products, codes and events`);
        const grown = await loadEverything(
          database.url,
          plan,
          () => newCode(),
          (code) => hasher.hash(code),
        );
        console.log(`  ${JSON.stringify({ ...grown, codes: undefined })}`);
        const flat = await measureFlat([smallServer.url, server.url], [seven, big]);
        console.log(`  store page p99, small / big: ${flat.map(([s, b]) => `${s.p99} / ${b.p99}`).join('; ')} ms`);
        await smallServer.stop();

        const storeBody = productPageBody(seven.slug);
        const uncached = await sideBySide(server, raw, storeBody);
        console.log(`  uncached: ${JSON.stringify(uncached)}`);
        await server.stop();

        server = await startServer(checkout, { env, logFile });
        const cached = await sideBySide(server, raw, storeBody);
        console.log(`  cached: ${JSON.stringify(cached)}`);
        const mixes = [];
        for (const connections of MIX.connections) {
          mixes.push(await measureMix(server, database.url, plan, grown.codes, newCode, connections));
          console.log(`  mix at ${connections}: ${JSON.stringify(mixes.at(-1))}`);
        }
        return report({ small, grown, flat, uncached, cached, mixes, plan });
      } finally {
        await smallServer.stop();
        await server.stop();
        await raw.stop();
      }
    }),
  );
}

/** Every store, then unit codes and shop events at once on two connections, then VACUUM ANALYZE: timed as a whole. */
async function loadEverything(databaseUrl, plan, makeCode, hash) {
  const started = performance.now();
  const stores = await withClient(databaseUrl, (client) => loadStores(client, plan, 1, plan.stores.length));
  const [codes, events] = await Promise.all([
    withClient(databaseUrl, (client) => loadUnitCodes(client, plan, { ...CODES, makeCode, hash })),
    withClient(databaseUrl, (client) => loadShopEvents(client, plan, { count: SHOP_EVENTS })),
  ]);
  const settled = await withClient(databaseUrl, settle);
  return {
    stores: stores.stores,
    products: stores.products,
    retailers: stores.retailers,
    unitCodes: codes.unitCodes,
    shopEvents: events.shopEvents,
    storesMs: stores.ms,
    codesMs: codes.ms,
    eventsMs: events.ms,
    settleMs: settled.ms,
    ms: round(performance.now() - started, 0),
    codes: codes.codes,
  };
}

const productPageBody = (slug, sort = 'NEWEST') =>
  JSON.stringify({
    query: DOCUMENTS.ProductPage,
    variables: { where: { manufacturer: { slug: { equals: slug } } }, sort, first: 24 },
  });

/**
 * Store pages one after another, each its two reads at once (the page's time the slower's), as a
 * shopper opening them, from the small catalogue's server and the big one's in turn: FLAT.rounds
 * rounds of FLAT.perRound pages each (after FLAT.warmUp), so that both see the machine alike.
 * Every answer is checked. Returns, per store, the small and the big catalogue's figures.
 */
async function measureFlat(urls, stores) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const times = stores.map(() => urls.map(() => []));
  const loads = [];
  const page = async (url, store) => {
    const storeBody = JSON.stringify({ query: DOCUMENTS.Store, variables: { slug: store.slug } });
    const started = performance.now();
    const [one, answer] = await Promise.all([
      graphqlOnAgent(url, agent, storeBody),
      graphqlOnAgent(url, agent, productPageBody(store.slug)),
    ]);
    const ms = performance.now() - started;
    const { totalCount, nodes, pageInfo } = answer.productPage;
    if (one.manufacturer?.productCount !== store.products || totalCount !== store.products) {
      throw new Error(`The store page of ${store.slug} answered ${totalCount} products, not ${store.products}`);
    }
    if (nodes.length !== Math.min(24, store.products) || pageInfo.hasNextPage !== store.products > 24) {
      throw new Error(`The store page of ${store.slug} answered a wrong first page`);
    }
    return ms;
  };
  try {
    for (const url of urls) for (const store of stores) for (let n = 0; n < FLAT.warmUp; n += 1) await page(url, store);
    for (let round = 0; round < FLAT.rounds; round += 1) {
      loads.push(loadAverage());
      for (const [s, store] of stores.entries()) {
        for (const [u, url] of urls.entries()) {
          for (let n = 0; n < FLAT.perRound; n += 1) times[s][u].push(await page(url, store));
        }
      }
    }
    return stores.map((store, s) =>
      urls.map((_, u) => ({ slug: store.slug, products: store.products, ...summary(sorted(times[s][u])), loads })),
    );
  } finally {
    agent.destroy();
  }
}

/** The store page's products from the API and from the raw endpoint, one after the other, at RATIO.connections. */
async function sideBySide(server, raw, body) {
  const api = await cannon(server, { path: '/graphql', body });
  const rawResult = await cannon(raw, { path: '/', body });
  return { api, raw: rawResult, ratio: round(api.rps / rawResult.rps, 2) };
}

async function cannon(target, { path: urlPath, body }) {
  const options = {
    url: `${target.url}${urlPath}`,
    connections: RATIO.connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kasuwa-csrf': '1' },
    body,
  };
  await autocannon({ ...options, duration: RATIO.warmUpSeconds });
  const cpuAtStart = cpuMs(target.pid);
  const loadAtStart = loadAverage();
  const result = await autocannon({ ...options, duration: RATIO.seconds });
  const requests = result.requests.total;
  return {
    rps: round(result.requests.average, 0),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequestMs: round((cpuMs(target.pid) - cpuAtStart) / Math.max(1, requests), 3),
    loadAtStart,
  };
}

/**
 * What shoppers ask, by weight (requests: a store page is two). Stores are drawn with a skew (a
 * few popular brands get most visits), products likewise within their store.
 */
function mixOperations(plan, realCodes, newCode) {
  const random = seededRandom(15);
  const store = () => plan.stores[Math.floor(random() ** 2 * plan.stores.length)];
  const productOf = (s) => benchUuid('product', s.number, 1 + Math.floor(random() ** 2 * s.products));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const storeTerms = [...new Set(plan.stores.map((s) => s.name.split(' ')[0].toLowerCase()))];
  const sorts = ['NEWEST', 'NEWEST', 'NEWEST', 'PRICE_LOW_HIGH', 'PRICE_HIGH_LOW'];
  return [
    ['store page: Store', 15, () => ['Store', { slug: store().slug }]],
    [
      'store page: ProductPage',
      15,
      () => [
        'ProductPage',
        { where: { manufacturer: { slug: { equals: store().slug } } }, sort: pick(sorts), first: 24 },
      ],
    ],
    ['product detail: GetProduct', 25, () => ['GetProduct', { id: productOf(store()) }]],
    ['home: Stores', 15, () => ['Stores', {}]],
    ['search: SearchStores', 5, () => ['SearchStores', { term: pick(storeTerms), first: 12 }]],
    [
      'search: ProductPage',
      5,
      () => [
        'ProductPage',
        { where: { name: { contains: pick(plan.searchTerms), mode: 'insensitive' } }, sort: 'NEWEST', first: 24 },
      ],
    ],
    ['product map: GetStoreLocations', 10, () => ['GetStoreLocations', { slug: store().slug }]],
    // Most checks are of a real code (some checked before), one in ten of a code nobody issued.
    [
      'verify: VerifyCode',
      10,
      () => ['VerifyCode', { code: random() < 0.9 ? pick(realCodes).code : newCode(), location: null }],
    ],
  ].map(([name, weight, make]) => ({ name, weight, make, random }));
}

/** The mix at `connections` for MIX.seconds after MIX.warmUpSeconds, with the server's RSS sampled throughout. */
async function measureMix(server, databaseUrl, plan, realCodes, newCode, connections) {
  const operations = mixOperations(plan, realCodes, newCode);
  const totalWeight = operations.reduce((sum, op) => sum + op.weight, 0);
  const random = operations[0].random;
  const counts = Object.fromEntries(operations.map((op) => [op.name, { requests: 0, errors: 0, cacheHits: 0 }]));
  let firstError;
  const options = {
    url: `${server.url}/graphql`,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'x-kasuwa-csrf': '1' },
        setupRequest(request, context) {
          let draw = random() * totalWeight;
          const op = operations.find((o) => (draw -= o.weight) < 0) ?? operations[0];
          const [document, variables] = op.make();
          context.op = op.name;
          return { ...request, body: JSON.stringify({ query: DOCUMENTS[document], variables }) };
        },
        onResponse(status, body, context, headers) {
          const count = counts[context.op];
          count.requests += 1;
          if (headers?.['x-response-cache'] === 'hit') count.cacheHits += 1;
          if (status !== 200 || body.includes('"errors"')) {
            count.errors += 1;
            firstError ??= `${context.op}: ${status} ${body.slice(0, 300)}`;
          }
        },
      },
    ],
  };
  await autocannon({ ...options, duration: MIX.warmUpSeconds });
  for (const count of Object.values(counts)) Object.assign(count, { requests: 0, errors: 0, cacheHits: 0 });
  firstError = undefined;
  const sampler = startRssSampler(server.pid, 200);
  const loadAtStart = loadAverage();
  const cpuAtStart = cpuMs(server.pid);
  // The CPU of the server's own PostgreSQL connections, each backend metered as it comes and goes.
  const postgres = await startActivityMonitor(databaseUrl);
  const result = await autocannon({ ...options, duration: MIX.seconds });
  const postgresMs = postgres.backendCpuMs();
  await postgres.stop();
  const memory = sampler.phase('mix');
  sampler.stop();
  const requests = Object.values(counts).reduce((sum, c) => sum + c.requests, 0);
  const errors = result.errors + result.timeouts + Object.values(counts).reduce((sum, c) => sum + c.errors, 0);
  return {
    connections,
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests,
    errors,
    firstError,
    cacheHitPercent: round(
      (100 * Object.values(counts).reduce((sum, c) => sum + c.cacheHits, 0)) / Math.max(1, requests),
      1,
    ),
    cpuPerRequestMs: round((cpuMs(server.pid) - cpuAtStart) / Math.max(1, requests), 3),
    postgresCpuPerRequestMs: round(postgresMs / Math.max(1, requests), 3),
    rssPeakMb: memory.peakMb,
    rssMedianMb: memory.medianMb,
    counts,
    loadAtStart,
    loadAtEnd: loadAverage(),
  };
}

const change = (before, after) => round((100 * (after - before)) / before, 1);

function report({ small, grown, flat, uncached, cached, mixes, plan }) {
  const [mix10, mix200] = mixes;
  const figures = [
    target(
      'read-mix-load-s',
      `Writing the data in bulk (SQL): ${CATALOGUE.products.toLocaleString('en')} products, codes, events`,
      round(grown.ms / 1000, 1),
      's',
      TARGETS.loadSeconds,
    ),
    atLeast(
      'read-mix-ratio-cached',
      'Store page: API ÷ raw SQL throughput, 10 connections',
      cached.ratio,
      '',
      TARGETS.ratioCached,
    ),
    atLeast(
      'read-mix-ratio-uncached',
      'Store page: API ÷ raw SQL throughput, 10 connections, response cache off',
      uncached.ratio,
      '',
      TARGETS.ratioUncached,
    ),
    info(
      'read-mix-api-rps',
      'Store page: API requests/s (cache on / off)',
      `${cached.api.rps} / ${uncached.api.rps}`,
      '',
    ),
    info(
      'read-mix-raw-rps',
      'Store page: raw SQL endpoint requests/s (beside each)',
      `${cached.raw.rps} / ${uncached.raw.rps}`,
      '',
    ),
    target('read-mix-p99-10', 'Read mix p99, 10 connections', mix10.p99, 'ms', TARGETS.p99At10),
    target('read-mix-p99-200', 'Read mix p99, 200 connections', mix200.p99, 'ms', TARGETS.p99At200),
    target('read-mix-errors', 'Read mix errors (both runs)', mix10.errors + mix200.errors, '', 0),
    info('read-mix-rps', 'Read mix requests/s (10 / 200 connections)', `${mix10.rps} / ${mix200.rps}`, ''),
    info(
      'read-mix-cpu',
      'Read mix CPU per request, 10 connections: the API server / PostgreSQL (capacity planning)',
      `${mix10.cpuPerRequestMs} / ${mix10.postgresCpuPerRequestMs}`,
      'ms',
    ),
    target(
      'read-mix-rss',
      'API RSS under the read mix (peak)',
      Math.max(mix10.rssPeakMb, mix200.rssPeakMb),
      'MB',
      TARGETS.rssMb,
    ),
  ];
  for (const [before, after] of flat) {
    figures.push(
      within(
        `read-mix-flat-${before.products}`,
        `Store page p99 of the ${before.products.toLocaleString('en')}-product store, ${small.products.toLocaleString('en')} → ${grown.products.toLocaleString('en')} products in the database (${before.p99} → ${after.p99} ms)`,
        change(before.p99, after.p99),
        '%',
        TARGETS.flatPercent,
      ),
    );
  }
  const side = (label, s) =>
    `${label}: the API ${s.api.rps} requests/s (p99 ${s.api.p99} ms, ${s.api.cpuPerRequestMs} ms of server CPU each, ${s.api.errors} errors; load average at its start ${s.api.loadAtStart.join(', ')}), ` +
    `the raw endpoint ${s.raw.rps} requests/s (p99 ${s.raw.p99} ms, ${s.raw.cpuPerRequestMs} ms CPU each, ${s.raw.errors} errors; load ${s.raw.loadAtStart.join(', ')}): ratio ${s.ratio}.`;
  const mixNote = (m) =>
    `Mix at ${m.connections} connections for ${MIX.seconds} s after ${MIX.warmUpSeconds} s to warm up: ${m.requests} requests, ${m.rps}/s, p50/p99/max ${m.p50}/${m.p99}/${m.max} ms, ${m.errors} errors${m.firstError ? ` (first: ${m.firstError})` : ''}, ` +
    `${m.cacheHitPercent} % answered from the response cache, ${m.cpuPerRequestMs} ms of server CPU and ${m.postgresCpuPerRequestMs} ms of PostgreSQL CPU per request, RSS median ${m.rssMedianMb} MB, peak ${m.rssPeakMb} MB; ` +
    `by operation (requests/errors/cache hits): ${Object.entries(m.counts)
      .map(([name, c]) => `${name} ${c.requests}/${c.errors}/${c.cacheHits}`)
      .join(
        ', ',
      )}. Load average (1, 5, 15 min) ${m.loadAtStart.join(', ')} at its start, ${m.loadAtEnd.join(', ')} at its end.`;
  const flatNote = ([before, after]) =>
    `/${before.slug} (${before.products} products): ${small.products} products in the database p50/p95/p99/max ${before.p50}/${before.p95}/${before.p99}/${before.max} ms, ` +
    `${grown.products} products ${after.p50}/${after.p95}/${after.p99}/${after.max} ms`;
  const notes = [
    `Data, written with SQL into migrated databases (lib/bulk-data.mjs): the small catalogue, ${small.stores} stores with ${small.products} products (the 7-product store, the ${CATALOGUE.bigStore.toLocaleString('en')}-product store and ${CATALOGUE.smallProducts.toLocaleString('en')} products in 20 others) and ${small.retailers} retailers, in a database of its own in ${small.ms} ms (VACUUM ANALYZE ${small.settleMs} ms); ` +
      `the whole one, ${grown.stores} stores, ${grown.products} products (each with its first batch), ${grown.retailers} retailers, ${grown.unitCodes} unit codes (${CODES.batches} batches of ${CODES.perBatch}, ${CODES.real} real codes in each) and ${grown.shopEvents} shop events over 60 days: ` +
      `stores ${grown.storesMs} ms, then codes ${grown.codesMs} ms and events ${grown.eventsMs} ms on two connections at once, VACUUM ANALYZE ${grown.settleMs} ms; ${grown.ms} ms in all.`,
    `Store sizes: most are small (median ${median(plan.stores.map((s) => s.products))} products), the largest ${CATALOGUE.bigStore.toLocaleString('en')}.`,
    `Store page (Store and ProductPage at once, response cache off) on the small and the whole catalogue's servers in turn, ${FLAT.rounds} rounds of ${FLAT.perRound} pages each per store and server after ${FLAT.warmUp} to warm up: ${flat.map(flatNote).join('; ')}. ` +
      `Load average (1, 5, 15 min) at the start of each round: ${flat[0][0].loads.map((l) => l.join(', ')).join(' / ')}.`,
    side(
      `Side by side, response cache off, ${RATIO.connections} connections, ${RATIO.seconds} s each after ${RATIO.warmUpSeconds} s to warm up, the 7-product store's ProductPage`,
      uncached,
    ),
    side('Side by side, response cache on (as in production)', cached),
    mixNote(mix10),
    mixNote(mix200),
    'The load generator (autocannon) runs in the benchmark process on the same 2 cores as the server and PostgreSQL; latency is from sending a request to reading its answer.',
  ];
  return { figures, notes };
}
