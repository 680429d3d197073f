import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from './db/client';

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/** Request latency buckets, in seconds: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Distinct GraphQL operation names a process keeps as labels; names past these are "unknown". */
export const MAX_OPERATION_LABELS = 100;
export const UNKNOWN_OPERATION = 'unknown';
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** What a job queue tells the metrics: how many jobs of each name wait. */
export type QueueDepth = () => Promise<Record<string, number>>;

let processRegistry: Registry | undefined;

/** CPU, memory, event-loop lag, GC and handles: one set per process, however many apps it runs (tests run many). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's metrics in Prometheus' text format. Recording a request costs one counter and one
 * histogram update (about a microsecond); pools and queues are read only when scraped.
 */
export class Metrics {
  private readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'operation' | 'status'>;
  private readonly latency: Histogram<'route' | 'operation'>;
  private readonly jobFailures: Counter<'job'>;
  private readonly operations = new Set<string>();
  private queueDepth: QueueDepth | undefined;

  constructor(pools: () => PoolStats[]) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'kasuwa_http_requests_total',
      help: 'HTTP requests answered, by route, GraphQL operation (empty for other routes) and status.',
      labelNames: ['route', 'operation', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'kasuwa_http_request_duration_seconds',
      help: 'Time from a request to its answer, by route and GraphQL operation.',
      labelNames: ['route', 'operation'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobFailures = new Counter({
      name: 'kasuwa_job_failures_total',
      help: 'Background job attempts that failed (each retry counts), by job name.',
      labelNames: ['job'],
      registers,
    });
    new Gauge({
      name: 'kasuwa_db_pool_connections',
      help: 'Database connections by pool (primary, replica) and state: total open, idle, and requests waiting for one.',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        this.reset();
        for (const { pool, total, idle, waiting } of pools()) {
          this.set({ pool, state: 'total' }, total);
          if (idle !== undefined) this.set({ pool, state: 'idle' }, idle);
          if (waiting !== undefined) this.set({ pool, state: 'waiting' }, waiting);
        }
      },
    });
    new Gauge({
      name: 'kasuwa_db_pool_max_connections',
      help: 'The most connections each pool opens (PGlite: its one connection).',
      labelNames: ['pool'],
      registers,
      collect() {
        for (const { pool, max } of pools()) this.set({ pool }, max);
      },
    });
    const depthOf = () => this.queueDepth;
    new Gauge({
      name: 'kasuwa_job_queue_depth',
      help: 'Background jobs waiting to run, by job name.',
      labelNames: ['job'],
      registers,
      async collect() {
        const depth = depthOf();
        if (!depth) return;
        const byJob = await depth().catch(() => undefined);
        this.reset();
        for (const [job, waiting] of Object.entries(byJob ?? {})) this.set({ job }, waiting);
      },
    });
  }

  /** One answered request. `operation` is a label from operationLabel(), or '' outside /graphql. */
  recordRequest(route: string, operation: string, status: number, seconds: number): void {
    this.requests.inc({ route, operation, status });
    this.latency.observe({ route, operation }, seconds);
  }

  /**
   * A GraphQL operation's name as a label: the first MAX_OPERATION_LABELS names seen, each as
   * itself; unnamed operations, documents that failed to parse or validate, and every later name
   * as "unknown", so that no client can grow the label set without bound.
   */
  operationLabel(name: string | undefined): string {
    if (name === undefined) return UNKNOWN_OPERATION;
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_LABELS || !OPERATION_NAME.test(name)) return UNKNOWN_OPERATION;
    this.operations.add(name);
    return name;
  }

  countJobFailure(job: string): void {
    this.jobFailures.inc({ job });
  }

  /** The job queue reports how many jobs wait; read at each scrape. */
  observeQueueDepth(depth: QueueDepth): void {
    this.queueDepth = depth;
  }

  async text(): Promise<string> {
    const [process, app] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return process + app;
  }
}
