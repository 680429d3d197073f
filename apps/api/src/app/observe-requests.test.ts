import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, type Logger } from '../platform/logger';
import { startTestApp, type TestApp } from '../test/test-app';

/** Request ids in x-request-id, request logs, and GET /metrics, on one app behind one trusted proxy. */

const TOKEN = 'a-metrics-token-for-the-tests';
let app: TestApp;
let logger: Logger;
const written: string[] = [];
const logLines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  logger = createLogger('info', stream);
  app = await startTestApp({ logger, metricsToken: TOKEN, trustProxy: 1 });
});
afterAll(() => app.stop());

const post = (body: object, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('request logs', () => {
  it('write nothing for a quick request at the default level, and make no per-request logger', async () => {
    const child = vi.spyOn(logger, 'child');
    const before = written.length;
    for (let i = 0; i < 3; i++) {
      expect((await post({ query: 'query LogQuiet { stores { id } }' })).status).toBe(200);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    }
    expect(written.length).toBe(before);
    expect(child).not.toHaveBeenCalled();
    child.mockRestore();
  });

  it('at debug level, write one JSON line per request carrying the id the response names', async () => {
    logger.level = 'debug';
    try {
      const given = await post({ query: 'query LogLoud { stores { id } }' }, { 'x-request-id': 'proxy-id-0001' });
      const replaced = await fetch(`${app.url}/healthz?token=secret`, { headers: { 'x-request-id': 'no spaces!' } });
      expect(given.headers.get('x-request-id')).toBe('proxy-id-0001');
      const replacedId = replaced.headers.get('x-request-id');
      expect(replacedId).toMatch(/^[0-9a-f-]{36}$/);
      const lines = logLines().filter((line) => line.msg === 'request');
      expect(lines.find((line) => line.reqId === 'proxy-id-0001')).toMatchObject({
        level: 20,
        method: 'POST',
        url: '/graphql',
        operation: 'LogLoud',
        status: 200,
        ms: expect.any(Number),
      });
      expect(lines.find((line) => line.reqId === replacedId)).toMatchObject({ url: '/healthz', status: 200 });
    } finally {
      logger.level = 'info';
    }
  });

  it("log an unexpected error in a GraphQL operation once, with the request's id", async () => {
    await app.database.db.execute(sql`alter table stores rename to stores_away`);
    let id: string | null;
    try {
      const res = await post({ query: 'query LogBroken { stores { id } }' });
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Unexpected error.');
      id = res.headers.get('x-request-id');
    } finally {
      await app.database.db.execute(sql`alter table stores_away rename to stores`);
    }
    const errors = logLines().filter((line) => line.msg === 'unexpected error in a GraphQL operation');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: 50, reqId: id!, err: { message: expect.stringContaining('stores') } });
  });
});

/** The value of one sample of the scraped text, by metric name and exact label set (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = (match[2] ?? '')
      .split(/,(?=[a-z_]+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (got === wanted) return Number(match[3]);
  }
  return 0;
}

const scrape = async () => {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return res.text();
};

describe('GET /metrics', () => {
  it('answers only to its bearer token', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('counts requests by route, GraphQL operation and status, with their times, exactly', async () => {
    const before = await scrape();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post({ query: 'query MetricsStores { stores { id } }' })).status);
    const invalid = [await post({ query: 'query MetricsNope { nope }' }), await post({ query: '{ nope' })];
    const unnamed = await post({ query: '{ stores { id } }' });
    for (let i = 0; i < 2; i++) await fetch(`${app.url}/healthz`);
    const nowhere = await fetch(`${app.url}/nowhere`, { method: 'POST' });
    const after = await scrape();

    expect(statuses).toEqual([200, 200, 200]);
    expect(invalid.map((r) => r.status)).toEqual([200, 200]);
    expect(unnamed.status).toBe(200);
    expect(nowhere.status).toBe(404);
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    const requests = 'kasuwa_http_requests_total';
    expect(delta(requests, { route: '/graphql', operation: 'MetricsStores', status: '200' })).toBe(3);
    // A document that failed validation is unknown, whatever name it gave itself; so is an unnamed one.
    expect(delta(requests, { route: '/graphql', operation: 'MetricsNope', status: '200' })).toBe(0);
    expect(delta(requests, { route: '/graphql', operation: 'unknown', status: '200' })).toBe(3);
    expect(delta(requests, { route: '/healthz', operation: '', status: '200' })).toBe(2);
    expect(delta(requests, { route: '(fallback)', operation: '', status: '404' })).toBe(1);
    // The scrape before counts itself only in the scrape after.
    expect(delta(requests, { route: '/metrics', operation: '', status: '200' })).toBe(1);

    const latency = 'kasuwa_http_request_duration_seconds';
    const storesLatency = { route: '/graphql', operation: 'MetricsStores' };
    expect(delta(`${latency}_count`, storesLatency)).toBe(3);
    expect(delta(`${latency}_bucket`, { ...storesLatency, le: '+Inf' })).toBe(3);
    expect(delta(`${latency}_bucket`, { ...storesLatency, le: '10' })).toBe(3);
    expect(delta(`${latency}_sum`, storesLatency)).toBeGreaterThan(0);
  });

  it('reports the database pool, the event loop, the process, failed jobs and jobs waiting', async () => {
    app.jobs.work('metrics-test-job', () => Promise.reject(new Error('always fails')), { retryLimit: 0 });
    app.jobs.work('metrics-later-job', async () => undefined);
    await app.jobs.send('metrics-test-job', {});
    await app.jobs.send('metrics-later-job', {}, { startAfterSeconds: 3600 });
    let text = await scrape();
    for (let i = 0; i < 100 && sample(text, 'kasuwa_job_failures_total', { job: 'metrics-test-job' }) === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      text = await scrape();
    }
    expect(sample(text, 'kasuwa_job_failures_total', { job: 'metrics-test-job' })).toBe(1);
    expect(sample(text, 'kasuwa_job_queue_depth', { job: 'metrics-later-job' })).toBe(1);

    const pool = (state: string) => sample(text, 'kasuwa_db_pool_connections', { pool: 'primary', state });
    if (app.database.kind === 'postgres') {
      expect(sample(text, 'kasuwa_db_pool_max_connections', { pool: 'primary' })).toBe(10);
      expect(pool('total')).toBeGreaterThanOrEqual(1);
      expect(pool('idle')).toBeLessThanOrEqual(pool('total'));
      expect(text).toContain('kasuwa_db_pool_connections{pool="primary",state="waiting"} 0');
    } else {
      expect(sample(text, 'kasuwa_db_pool_max_connections', { pool: 'primary' })).toBe(1);
      expect(pool('total')).toBe(1);
    }
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(text, name, {}), name).toBeGreaterThan(0);
    }
  });
});

// Last: it stops the app.
describe('a draining stop', () => {
  it('logs the 503 of /readyz while draining as the server being unavailable, at warn, not as a failure', async () => {
    const stopping = app.stop({ drain: true });
    let readiness = await fetch(`${app.url}/readyz`);
    for (let i = 0; i < 100 && readiness.status === 200; i++) readiness = await fetch(`${app.url}/readyz`);
    expect(readiness.status).toBe(503);
    const id = readiness.headers.get('x-request-id');
    expect(logLines().find((line) => line.reqId === id)).toMatchObject({
      level: 40,
      msg: 'unavailable',
      url: '/readyz',
      status: 503,
    });
    expect(logLines().filter((line) => line.msg === 'request failed' && line.status === 503)).toEqual([]);
    await stopping;
  });
});
