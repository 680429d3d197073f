// placeOrder on PostgreSQL (issue 10): its latency with 20 shoppers checking out at once, and the
// SQL statements one order costs, which must not grow with the lines or the brand stores in it.
//
// A fresh database is seeded through the API itself (sign-ups, businesses, products, delivery
// fees), as real users would. The statements are counted by a relay between the server and
// PostgreSQL (lib/statement-counter.mjs); the latency is measured on a second start of the
// server connected to PostgreSQL directly, so the relay adds nothing to it.
import { randomUUID } from 'node:crypto';
import { describeActivity, startActivityMonitor } from './lib/pg-activity.mjs';
import { withClient, withFreshServerSetup } from './lib/postgres.mjs';
import { info, loadAverage, loadAverageNote, round, target } from './lib/report.mjs';
import { createManufacturer, createProduct, signUp } from './lib/seed.mjs';
import { cpuMs, graphql, startServer } from './lib/server.mjs';
import { countStatements, startCountedServer } from './lib/statement-counter.mjs';
import { clientCpuMs, seededRandom, sorted, summary } from './lib/stats.mjs';

const P99_TARGET_MS = 150;
const LOAD = { concurrency: 20, warmUp: 300, alone: 200, measured: 3_000, maxMs: 180_000, requestTimeoutMs: 10_000 };
/** The API's limit (CHECKOUTS_PER_USER): one account places at most 60 checkouts an hour. */
const CHECKOUTS_PER_SHOPPER = 60;
const SHOPPERS = 300;
const SIGN_UP_CONCURRENCY = 4;
/** 20 products a store: enough for a 20-line order from one store. */
const PRODUCTS_PER_STORE = [20, 20, 20, 20, 20];
const STOCK = 1_000_000;
/** Each measured order has 3 lines from 2 stores, 1 or 2 of each product. */
const LOAD_ORDER = { stores: 2, lines: 3 };
/** Each statement count is taken this many times; background work can only add statements, so the least is the order's. */
const COUNT_REPEATS = 2;
/** The mail job starts 1 s after an order commits: a count starts once the relay saw nothing for this long. */
const QUIET_MS = 2_500;

const SET_DELIVERY = `mutation SetDelivery($input: DeliverySettingsInput!) {
  setDeliverySettings(input: $input) { fee }
}`;
// The web checkout's own request (apps/web/src/features/checkout/api/place-order.ts): the order
// numbers and the card page, nothing more; the confirmation page reads each order afterwards.
const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    paymentRedirectUrl
    orders(take: 50) {
      number
    }
  }
}`;

export const title = 'placeOrder on PostgreSQL: latency at 20 concurrent shoppers, SQL statements per order';

export async function run({ checkout }) {
  checkout.ensureBuilt();
  return withFreshServerSetup('kasuwa-bench-orders-', async ({ database, env, logFile }) => {
    const { stores, shoppers, counted } = await seedAndCount(checkout, env, logFile);
    const server = await startServer(checkout, { env, logFile });
    let load;
    try {
      load = await measureLoad(server, database.url, stores, shoppers);
    } finally {
      await server.stop();
    }
    await checkDatabase(database.url, load, counted);
    return report(counted, load);
  });
}

/** Seeds the shop through a server behind the statement counter, then counts the statements of one order of each shape. */
async function seedAndCount(checkout, env, logFile) {
  const relayed = await startCountedServer(checkout, { env, logFile });
  const { server, counter } = relayed;
  try {
    console.log(`  seeding ${PRODUCTS_PER_STORE.length} stores and ${SHOPPERS} shoppers`);
    const stores = [];
    for (const [index, productCount] of PRODUCTS_PER_STORE.entries()) {
      stores.push(await seedStore(server.url, index, productCount));
    }
    const shoppers = await mapLimited(
      Array.from({ length: SHOPPERS + 1 }, (_, i) => i),
      SIGN_UP_CONCURRENCY,
      (i) => signUp(server.url, `shopper.${i}@bench.kasuwa.ng`, 'Chioma Okafor'),
    );
    const counting = shoppers.pop();

    console.log('  counting statements per order');
    const shapes = [
      { label: '1 line from 1 store', lines: stores[0].products.slice(0, 1) },
      { label: '20 lines from 1 store', lines: stores[0].products.slice(0, 20) },
      { label: '2 lines from 2 stores', lines: stores.slice(0, 2).map((s) => s.products[0]) },
      { label: '5 lines from 5 stores', lines: stores.map((s) => s.products[0]) },
      { label: '20 lines from 5 stores', lines: stores.flatMap((s) => s.products.slice(0, 4)) },
    ];
    const counts = await countStatements(counter, shapes, {
      repeats: COUNT_REPEATS,
      quietMs: QUIET_MS,
      pollMs: 100,
      send: (shape) => graphql(server.url, PLACE_ORDER, { input: orderInput(shape.lines.map(line(1))) }, counting),
    });
    const quantityOrdered = counts.reduce((sum, c) => sum + c.lines.length * COUNT_REPEATS, 0);
    return {
      stores,
      shoppers,
      counted: { counts, checkouts: counts.length * COUNT_REPEATS, quantityOrdered },
    };
  } finally {
    await relayed.stop();
  }
}

/** A manufacturer's account, business, delivery fee and products, each with plenty of stock. */
async function seedStore(url, index, productCount) {
  const token = await signUp(url, `maker.${index}@bench.kasuwa.ng`, 'Ada Maker');
  const manufacturerId = await createManufacturer(url, token, {
    businessName: `Bench Foods ${index} Ltd`,
    brandStoreName: `Bench Foods ${index}`,
    industry: 'CONSUMER_GOODS',
    productCategory: ['foodBeverages'],
  });
  await graphql(url, SET_DELIVERY, { input: { manufacturerId, fee: '1500', freeAbove: '50000' } }, token);
  const products = [];
  for (let n = 0; n < productCount; n += 1) {
    products.push(
      await createProduct(url, token, {
        name: `Bench Product ${index}.${n}`,
        description: 'A product of the placeOrder benchmark.',
        retailPrice: String(500 + 250 * n),
        quantity: STOCK,
        expiryDate: '2028-01-01T00:00:00.000Z',
        manufacturerId,
      }),
    );
  }
  return { manufacturerId, products };
}

const line = (quantity) => (productId) => ({ productId, quantity });

function orderInput(lines) {
  return {
    idempotencyKey: randomUUID(),
    lines,
    address: { fullAddress: '5 Adeola Odeku Street, Victoria Island, Lagos', latitude: 6.43, longitude: 3.42 },
    recipientName: 'Chioma Okafor',
    phone: '0803 123 4567',
    note: 'Call when you arrive',
    paymentMethod: 'PAY_ON_DELIVERY',
  };
}

/**
 * LOAD.concurrency workers place orders back to back: LOAD.warmUp orders, not measured, then
 * LOAD.measured. Worker w checks out as shoppers w, w + concurrency, w + 2 × concurrency ... in
 * turn, so no shopper has two checkouts in flight and none nears the hourly limit. Beside the
 * latencies: the CPU time the server, PostgreSQL's backends and this load generator spent, and
 * what PostgreSQL's connections were doing, sampled (pg_stat_activity).
 */
async function measureLoad(server, databaseUrl, stores, shoppers) {
  if (shoppers.length * CHECKOUTS_PER_SHOPPER < LOAD.warmUp + LOAD.alone + LOAD.measured) {
    throw new Error('Too few shoppers for the checkout limit');
  }
  const random = seededRandom(10);
  const byWorker = Array.from({ length: LOAD.concurrency }, (_, w) =>
    shoppers.filter((_, i) => i % LOAD.concurrency === w),
  );
  const turns = byWorker.map(() => 0);
  const nextShopper = (w) => byWorker[w][turns[w]++ % byWorker[w].length];
  const order = () => randomOrder(stores, random);
  const warmUp = await placeOrders(server.url, LOAD.warmUp, LOAD.concurrency, order, nextShopper);
  const alone = await placeOrders(server.url, LOAD.alone, 1, order, nextShopper);

  const monitor = await startActivityMonitor(databaseUrl);
  try {
    const cpuBefore = { server: cpuMs(server.pid) ?? 0, client: clientCpuMs() };
    const loadAtStart = loadAverage();
    const measured = await placeOrders(server.url, LOAD.measured, LOAD.concurrency, order, nextShopper);
    const perOrder = (after, before) => round((after - before) / Math.max(1, measured.latencies.length), 1);
    const latencies = sorted(measured.latencies);
    const { p50, p95, p99, max } = summary(latencies, 0);
    return {
      sent: latencies.length,
      cutShort: latencies.length < LOAD.measured,
      failed: measured.failed + alone.failed,
      failures: merged(alone.failures, measured.failures),
      succeeded: warmUp.succeeded + alone.succeeded + measured.succeeded,
      quantityOrdered: warmUp.quantityOrdered + alone.quantityOrdered + measured.quantityOrdered,
      aloneP50Ms: summary(sorted(alone.latencies), 0).p50,
      perSecond: round(latencies.length / measured.seconds, 0),
      p50Ms: p50,
      p95Ms: p95,
      p99Ms: p99,
      maxMs: max,
      cpuMsPerOrder: {
        server: perOrder(cpuMs(server.pid) ?? 0, cpuBefore.server),
        postgres: perOrder(monitor.backendCpuMs(), 0),
        client: perOrder(clientCpuMs(), cpuBefore.client),
      },
      activity: monitor.activity(),
      loadAtStart,
      loadAtEnd: loadAverage(),
    };
  } finally {
    await monitor.stop();
  }
}

/** `count` orders, `concurrency` at a time, stopped at LOAD.maxMs whatever is left. */
async function placeOrders(url, count, concurrency, nextOrder, nextShopper) {
  const result = { latencies: [], failed: 0, failures: {}, succeeded: 0, quantityOrdered: 0 };
  const started = performance.now();
  const deadline = started + LOAD.maxMs;
  let next = 0;
  const worker = async (w) => {
    while (next < count && performance.now() < deadline) {
      next += 1;
      const lines = nextOrder();
      const sent = performance.now();
      const outcome = await placeOrder(url, nextShopper(w), lines);
      result.latencies.push(performance.now() - sent);
      if (outcome === 'ok') {
        result.succeeded += 1;
        result.quantityOrdered += lines.reduce((sum, l) => sum + l.quantity, 0);
      } else {
        result.failed += 1;
        result.failures[outcome] = (result.failures[outcome] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** LOAD_ORDER.lines lines from LOAD_ORDER.stores different stores, 1 or 2 of each product. */
function randomOrder(stores, random) {
  const picked = [];
  while (picked.length < LOAD_ORDER.stores) {
    const store = stores[Math.floor(random() * stores.length)];
    if (!picked.includes(store)) picked.push(store);
  }
  const lines = [];
  for (let n = 0; lines.length < LOAD_ORDER.lines; n += 1) {
    const { products } = picked[n % picked.length];
    const productId = products[Math.floor(random() * products.length)];
    if (!lines.some((l) => l.productId === productId))
      lines.push({ productId, quantity: 1 + Math.floor(random() * 2) });
  }
  return lines;
}

/** One placeOrder over HTTP: 'ok', or what went wrong. */
async function placeOrder(url, token, lines) {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip, br',
      },
      body: JSON.stringify({ query: PLACE_ORDER, variables: { input: orderInput(lines) } }),
      signal: AbortSignal.timeout(LOAD.requestTimeoutMs),
    });
    const body = await response.json();
    if (response.status !== 200) return `HTTP ${response.status}`;
    if (body.errors) return `GraphQL ${body.errors[0]?.extensions?.code ?? 'error'}: ${body.errors[0]?.message}`;
    if (body.data?.placeOrder?.orders?.length !== LOAD_ORDER.stores) return 'wrong number of orders';
    return 'ok';
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
  }
}

/** The database holds every checkout that succeeded, one order per store each, and exactly the stock they took. */
async function checkDatabase(url, load, counted) {
  await withClient(url, async (client) => {
    const { rows } = await client.query(
      `select (select count(*) from order_checkouts)::int as checkouts,
              (select coalesce(sum(quantity), 0) from order_lines)::int as "linesQuantity",
              (select sum($1::int - quantity) from products)::int as "stockTaken"`,
      [STOCK],
    );
    const found = rows[0];
    const expected = {
      checkouts: load.succeeded + counted.checkouts,
      linesQuantity: load.quantityOrdered + counted.quantityOrdered,
      stockTaken: load.quantityOrdered + counted.quantityOrdered,
    };
    if (JSON.stringify(found) !== JSON.stringify(expected)) {
      throw new Error(`The database disagrees with the answers: ${JSON.stringify({ found, expected })}`);
    }
  });
}

function report(counted, load) {
  const least = counted.counts.map((c) => Math.min(...c.runs));
  const figures = [
    target('place-order.p99', 'placeOrder p99, 20 concurrent shoppers', load.p99Ms, 'ms', P99_TARGET_MS),
    info('place-order.p50', 'placeOrder p50', load.p50Ms, 'ms'),
    info('place-order.p95', 'placeOrder p95', load.p95Ms, 'ms'),
    info('place-order.max', 'placeOrder slowest', load.maxMs, 'ms'),
    info('place-order.alone.p50', 'placeOrder p50, one shopper at a time', load.aloneP50Ms, 'ms'),
    info('place-order.rate', 'Orders placed per second', load.perSecond, 'checkouts/s'),
    info('place-order.cpu.server', 'CPU time per checkout: the server', load.cpuMsPerOrder.server, 'ms'),
    info('place-order.cpu.postgres', 'CPU time per checkout: PostgreSQL', load.cpuMsPerOrder.postgres, 'ms'),
    info('place-order.cpu.client', 'CPU time per checkout: this load generator', load.cpuMsPerOrder.client, 'ms'),
    target('place-order.errors', 'Failed placeOrder requests', load.failed, `of ${load.sent + LOAD.alone}`, 0),
    ...counted.counts.map((c, i) =>
      info(`place-order.statements.${i}`, `SQL statements, order of ${c.label}`, least[i], 'statements'),
    ),
    target(
      'place-order.statements.growth',
      'Extra SQL statements of the largest order over the smallest',
      Math.max(...least) - Math.min(...least),
      'statements',
      0,
    ),
  ];
  const largest = counted.counts.at(-1);
  const notes = [
    `Load: ${LOAD.concurrency} workers place orders back to back through HTTP GraphQL \`placeOrder\` (a bearer session, ` +
      `a new idempotency key each, pay on delivery, the answer a confirmation page needs), ` +
      `${LOAD.warmUp} orders to warm up, ${LOAD.alone} one at a time (the time one checkout takes without a queue), ` +
      `then ${LOAD.measured} measured` +
      (load.cutShort ? ` (cut short at ${LOAD.maxMs / 1000} s: ${load.sent} measured)` : '') +
      `; each order has ${LOAD_ORDER.lines} lines from ${LOAD_ORDER.stores} of ${PRODUCTS_PER_STORE.length} brand stores ` +
      `(${PRODUCTS_PER_STORE.reduce((a, b) => a + b, 0)} products, picked uniformly), so checkouts at once sometimes lock the same product rows. ` +
      `${SHOPPERS} shoppers signed up through the API take turns (at most ${CHECKOUTS_PER_SHOPPER} checkouts an hour each). ` +
      'Latency: from sending the request to reading the whole answer, on the same machine as the server and PostgreSQL.',
    loadAverageNote('orders', load, load.failures),
    `CPU time of the measured orders, divided by their number: the server process, the PostgreSQL backends of its ` +
      `connections (/proc), this load generator; the 2 cores also served other work. ${describeActivity(load.activity)}`,
    'Checked afterwards in the database: one checkout per successful request, and exactly the stock they took.',
    'Statements: counted as PostgreSQL receives them, by a relay between the server and the database ' +
      '(simple Query and extended-protocol Execute messages, `bench/lib/statement-counter.mjs`), from the request ' +
      'sent to the answer read, once nothing else had run for ' +
      `${QUIET_MS / 1000} s; each shape ${COUNT_REPEATS} times, the least taken (background jobs can only add). ` +
      `Runs: ${counted.counts.map((c) => `${c.label} ${c.runs.join('/')}`).join('; ')}.`,
    `The ${largest.statements.length} statements of an order of ${largest.label}: ${summarize(largest.statements)}.`,
  ];
  return { figures, notes };
}

/** Each statement as its verb and first table, e.g. `insert order_lines`. */
function summarize(statements) {
  return statements
    .map((sql) => {
      const verb = sql.trim().split(/\s+/)[0].toLowerCase();
      const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(sql)?.[1];
      return `\`${table ? `${verb} ${table}` : verb}\``;
    })
    .join(', ');
}

function merged(...counts) {
  const all = {};
  for (const c of counts) for (const [cause, n] of Object.entries(c)) all[cause] = (all[cause] ?? 0) + n;
  return all;
}

/** Maps `items` through `fn` with at most `limit` calls in flight, keeping the order. */
async function mapLimited(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        results[i] = await fn(items[i]);
      }
    }),
  );
  return results;
}
