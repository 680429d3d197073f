// One API instance, then two, on one PostgreSQL database (issue 16): shoppers' public reads (store
// pages, product pages, the home page) at 100 connections, split evenly over the instances as a
// load balancer would; and /metrics scraped before and after a fixed number of requests, its
// request count and latency checked against the load generator's.
//
// Both instances run on the same 2 cores as the database and the load generator: the figure says
// what a second process adds on one machine, not what a second machine would.
import path from 'node:path';
import autocannon from 'autocannon';
import { loadStores, planCatalogue, settle } from './lib/bulk-data.mjs';
import { withClient, withFreshServerSetup } from './lib/postgres.mjs';
import { info, loadAverage, round, target } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { webDocument } from '../scripts/lib.mjs';

export const title = 'Instances on PostgreSQL: read throughput with one and with two; /metrics against the load';

const CATALOGUE = { stores: 400, products: 20_000, retailers: 10_000, bigStore: 1_000, smallOthers: 20 };
const LOAD = { connections: 100, warmUpSeconds: 2, seconds: 10 };
/** Requests of the metrics check: a fixed number, so that both sides count the same requests. */
const METRICS_CHECK = { connections: 20, requests: 3_000 };
const METRICS_TOKEN = 'bench-only-metrics-token';

export async function run({ checkout }) {
  checkout.ensureApiBuilt();
  const plan = planCatalogue({ ...CATALOGUE, smallProducts: 1_000 });
  const documents = {
    Store: webDocument('storefronts/api/get-store.ts', checkout.root),
    Stores: webDocument('storefronts/api/get-stores.ts', checkout.root),
    ProductPage: webDocument('products/api/get-product-page.ts', checkout.root),
  };
  const bodies = plan.stores.slice(0, 200).flatMap((store) => [
    JSON.stringify({ query: documents.Store, variables: { slug: store.slug } }),
    JSON.stringify({
      query: documents.ProductPage,
      variables: { where: { manufacturer: { slug: { equals: store.slug } } }, sort: 'NEWEST', first: 24 },
    }),
    JSON.stringify({ query: documents.Stores, variables: {} }),
  ]);

  return withFreshServerSetup('kasuwa-bench-instances-', async ({ database, env: freshEnv, logFile, dir }) => {
    const env = (n) => ({
      ...freshEnv,
      DATA_DIR: path.join(dir, `data-${n}`),
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
      METRICS_TOKEN,
    });
    const first = await startServer(checkout, { env: env(1), logFile });
    let second;
    try {
      const loaded = await withClient(database.url, async (client) => {
        const stores = await loadStores(client, plan, 1, plan.stores.length);
        await settle(client);
        return stores;
      });
      console.log(`  ${loaded.products.toLocaleString('en')} products in ${loaded.stores} stores`);

      const metrics = await checkMetrics(first, bodies);
      console.log(`  metrics: ${JSON.stringify(metrics)}`);
      const one = await readLoad([first], bodies);
      console.log(`  one instance: ${JSON.stringify(one)}`);
      second = await startServer(checkout, { env: env(2), logFile });
      const two = await readLoad([first, second], bodies);
      console.log(`  two instances: ${JSON.stringify(two)}`);
      return report({ loaded, metrics, one, two });
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
}

/** Reads at LOAD.connections, split evenly over `servers`, each body in turn; totals and the worst p99. */
async function readLoad(servers, bodies) {
  const options = (server, duration) => ({
    url: `${server.url}/graphql`,
    connections: LOAD.connections / servers.length,
    duration,
    requests: bodies.map((body) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kasuwa-csrf': '1' },
      body,
    })),
  });
  await Promise.all(servers.map((server) => autocannon(options(server, LOAD.warmUpSeconds))));
  const loadAtStart = loadAverage();
  const results = await Promise.all(servers.map((server) => autocannon(options(server, LOAD.seconds))));
  return {
    instances: servers.length,
    rps: round(
      results.reduce((sum, r) => sum + r.requests.average, 0),
      0,
    ),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    loadAtStart,
  };
}

/**
 * METRICS_CHECK.requests reads, no more and no fewer (autocannon's `amount`), between two scrapes of
 * /metrics: the server must count exactly the requests the load generator sent, by status, and its
 * mean time must not exceed the generator's (it does not see the network).
 */
async function checkMetrics(server, bodies) {
  const before = await scrape(server);
  const result = await autocannon({
    url: `${server.url}/graphql`,
    connections: METRICS_CHECK.connections,
    amount: METRICS_CHECK.requests,
    requests: bodies.map((body) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kasuwa-csrf': '1' },
      body,
    })),
  });
  const after = await scrape(server);
  const counted = after.requests - before.requests;
  const counted2xx = after.ok - before.ok;
  const serverMeanMs = ((after.seconds - before.seconds) / Math.max(1, after.timed - before.timed)) * 1000;
  return {
    sent: result.requests.total,
    sent2xx: result['2xx'],
    counted,
    counted2xx,
    clientMeanMs: round(result.latency.mean, 2),
    serverMeanMs: round(serverMeanMs, 2),
  };
}

/** The /graphql request counters and latency sums of one scrape of /metrics. */
async function scrape(server) {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const sum = (name, filter = () => true) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) && line.includes('route="/graphql"') && filter(line))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return {
    requests: sum('kasuwa_http_requests_total'),
    ok: sum('kasuwa_http_requests_total', (line) => line.includes('status="200"')),
    seconds: sum('kasuwa_http_request_duration_seconds_sum'),
    timed: sum('kasuwa_http_request_duration_seconds_count'),
  };
}

function report({ loaded, metrics, one, two }) {
  const figures = [
    info('instances-one-rps', 'Reads per second, one instance', one.rps, 'requests/s'),
    info('instances-one-p99', 'p99, one instance', one.p99, 'ms'),
    info('instances-two-rps', 'Reads per second, two instances', two.rps, 'requests/s'),
    info('instances-two-p99', 'p99, two instances (the slower instance)', two.p99, 'ms'),
    info('instances-two-gain', 'Two instances ÷ one', round(two.rps / one.rps, 2), ''),
    target('instances-errors', 'Failed reads, both runs', one.errors + two.errors, 'requests', 0),
    target(
      'metrics-count-difference',
      '/metrics requests counted minus requests the load generator sent',
      Math.abs(metrics.counted - metrics.sent) + Math.abs(metrics.counted2xx - metrics.sent2xx),
      'requests',
      0,
    ),
    target(
      'metrics-mean-over-client',
      "/metrics mean time above the load generator's (it cannot be: the server does not see the network)",
      round(Math.max(0, metrics.serverMeanMs - metrics.clientMeanMs), 2),
      'ms',
      0,
    ),
  ];
  const notes = [
    `Data: ${loaded.products.toLocaleString('en')} products in ${loaded.stores} stores with ${loaded.retailers.toLocaleString('en')} ` +
      'retailers, written with SQL (lib/bulk-data.mjs). The reads: the store page (Store and ProductPage) and the home ' +
      "page's Stores of 200 stores in turn, as the web app sends them; the response cache on, as in production.",
    `${LOAD.connections} connections for ${LOAD.seconds} s after ${LOAD.warmUpSeconds} s of warm-up, split evenly over the ` +
      `instances (one autocannon per instance, as a balancer spreads them): one instance ${one.rps} requests/s, p99 ` +
      `${one.p99} ms (load average ${one.loadAtStart.join(', ')}); two ${two.rps} requests/s, p99 ${two.p99} ms (load ` +
      `${two.loadAtStart.join(', ')}). Both instances, PostgreSQL and the load generator share the 2 cores.`,
    `/metrics: ${metrics.sent} requests sent (${metrics.sent2xx} answered 2xx) by ${METRICS_CHECK.connections} connections; ` +
      `the server counted ${metrics.counted} (${metrics.counted2xx} with status 200) between two scrapes; mean time ` +
      `${metrics.serverMeanMs} ms by the server's histogram, ${metrics.clientMeanMs} ms by the load generator.`,
  ];
  return { figures, notes };
}
