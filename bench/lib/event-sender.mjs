// The shop's browsers for the dashboard benchmark, in a process of their own: `node event-sender.mjs
// <config JSON>` sends POST /api/events at a fixed rate until it is sent SIGTERM, then prints what
// it sent as JSON. bench/dashboard.mjs starts it under `nice`, so that on the 2-core machine the load
// generator yields to the server and the database it measures: in production the events come from
// shoppers' phones, not from the server's own cores.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const TERMS = ['shea butter', 'black soap', 'cream', 'lotion', 'paracetamol', 'vitamin c', 'body wash', 'hair oil'];
const MOBILE_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A browser's batch: a short visit to the store, as the recorder sends it. */
function batchOf(shop, perBatch, n) {
  const at = Date.now();
  const { productIds, retailerIds } = shop;
  const visitor = `bench-live-visitor-${String(n % 50_000).padStart(8, '0')}`;
  const events = [
    { type: 'store_viewed', at, storeSlug: shop.slug, landing: true },
    { type: 'product_listed', at, list: 'store', productIds: productIds.slice(0, 12) },
    {
      type: 'search',
      at,
      term: TERMS[n % TERMS.length],
      resultCount: 3,
      manufacturerId: shop.manufacturerId,
      productIds: [productIds[n % productIds.length]],
    },
  ];
  while (events.length < perBatch) {
    const k = events.length;
    if (k % 4 === 0)
      events.push({ type: 'added_to_cart', at, productId: productIds[(n + k) % productIds.length], quantity: 1 });
    else if (k % 7 === 0)
      events.push({ type: 'directions_asked', at, storeId: retailerIds[(n + k) % retailerIds.length] });
    else events.push({ type: 'product_viewed', at, productId: productIds[(n + k) % productIds.length] });
  }
  return JSON.stringify({ visitor, visit: `${visitor}-visit`, events });
}

function send(url, agent, body, n) {
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/events`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': MOBILE_CHROME,
          // Many shoppers on many networks: the per-network limit counts as in production, none reached.
          'x-forwarded-for': `41.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', () => resolve('error'));
    request.end(body);
  });
}

const { url, shop, eventsPerSecond, perBatch, senders } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
const interval = (1000 * senders * perBatch) / eventsPerSecond;
const answers = {};
let sent = 0;
let stopping = false;
let stoppedAt;
process.once('SIGTERM', () => {
  stopping = true;
  stoppedAt = performance.now();
});
const started = performance.now();
await Promise.all(
  Array.from({ length: senders }, async (_, s) => {
    for (let due = started + (s * interval) / senders; !stopping; due += interval) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopping) break;
      const n = sent++;
      const status = await send(url, agent, batchOf(shop, perBatch, n), n);
      answers[status] = (answers[status] ?? 0) + 1;
    }
  }),
);
agent.destroy();
// The batches due by the stop, each sender's first at its offset: a sender still waiting for an
// answer when its next was due (the server falling behind) sends fewer than that.
const due = Array.from({ length: senders }, (_, s) =>
  Math.max(0, Math.floor((stoppedAt - started - (s * interval) / senders) / interval) + 1),
).reduce((sum, n) => sum + n, 0);
// `seconds`: the span of the schedule those batches fill, so that events stored ÷ seconds is the
// rate kept up (2,000/s when every due batch was sent and stored), not lowered by the part of an
// interval that had passed when the sender was stopped.
process.stdout.write(JSON.stringify({ seconds: (due * interval) / senders / 1000, batches: sent, due, answers }));
