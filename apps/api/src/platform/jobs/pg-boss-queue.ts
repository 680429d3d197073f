import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  type JobFailureListener,
  type JobHandler,
  type JobQueue,
  type SendOptions,
  type WorkOptions,
} from './job-queue';

export interface PgBossQueueOptions {
  /** The application's pool: pg-boss keeps its tables in its own schema of the same database. */
  pool: pg.Pool;
  /**
   * How long a job may run before it counts as lost (its instance died) and is tried again. Longer
   * than any job takes: one still running then would run twice at once.
   */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs sent by other instances or due for a retry. */
  pollingIntervalSeconds?: number;
  /** How often (on one instance) lost jobs are found and old ones archived. */
  maintenanceIntervalSeconds?: number;
  /** pg-boss's own trouble (a failed poll, a lost connection): it carries on by itself. */
  onInternalError?: (error: unknown) => void;
}

const SCHEMA = 'pgboss';
/**
 * pg-boss's install and its queue creation fail when several connections run them at once (a
 * second install that waited on pg-boss's own lock still misses the first one's new schema in
 * PostgreSQL's catalog cache; two queue creations deadlock on the queue table). Instances take
 * this advisory lock around them; the migrations' lock is another key, never held with it.
 */
const SETUP_LOCK_KEY = 7_420_612;
const DEFAULT_EXPIRE_IN_SECONDS = 10 * 60;
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
const DEFAULT_MAINTENANCE_INTERVAL_SECONDS = 60;
/** A periodic job's instances send it at least this often; one job per interval gets through. */
const MAX_TICK_SECONDS = 60;
const EVERY_KEY = 'every';

interface Worker {
  handler: JobHandler<object>;
  options: Required<WorkOptions>;
  /** pg-boss's id of the running worker, once started. */
  id?: string;
}

/**
 * The queue on PostgreSQL (pg-boss): jobs are rows, so they survive restarts, and each is taken by
 * one instance (SELECT ... FOR UPDATE SKIP LOCKED). Every queue is "stately": per name and
 * singleton key at most one job waits and one runs, on whichever instance took it. Jobs sent
 * without a key get a key of their own, so nothing merges them. A job whose instance died is
 * tried again once it has run longer than `expireInSeconds`.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, Worker>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly periodic = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly failureListeners: JobFailureListener[] = [];
  private readonly expireInSeconds: number;
  private readonly pollingIntervalSeconds: number;
  private readonly onInternalError: (error: unknown) => void;
  private readonly pool: pg.Pool;
  /** pg-boss's statements still running: it records a job's end without waiting for it. */
  private readonly inFlight = new Set<Promise<void>>();
  private booting: Promise<void> | undefined;
  private started = false;
  private stopped = false;
  private drained = false;

  constructor(options: PgBossQueueOptions) {
    this.pool = options.pool;
    this.expireInSeconds = options.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS;
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
    this.onInternalError = options.onInternalError ?? (() => undefined);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      schema: SCHEMA,
      // Periodic jobs are sent by every instance and throttled (see every()), not by pg-boss's cron.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? DEFAULT_MAINTENANCE_INTERVAL_SECONDS,
      expireInSeconds: this.expireInSeconds,
    });
    this.boss.on('error', (error) => this.onInternalError(error));
  }

  work<P extends object>(name: string, handler: JobHandler<P>, options: WorkOptions = {}): void {
    const worker: Worker = {
      handler: handler as JobHandler<object>,
      options: {
        retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
        // pg-boss counts back-off in whole seconds, from one.
        retryDelaySeconds: Math.max(1, Math.round(options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS)),
      },
    };
    this.workers.set(name, worker);
    if (this.started) void this.startWorker(name, worker);
  }

  async send<P extends object>(name: string, payload: P, options: SendOptions = {}): Promise<void> {
    if (this.stopped) return;
    await this.sendJob(name, payload, options);
  }

  async every(name: string, intervalSeconds: number): Promise<void> {
    this.periodic.set(name, intervalSeconds);
    if (this.started) this.startTicking(name, intervalSeconds);
  }

  async start(): Promise<void> {
    await this.boot();
    this.started = true;
    for (const [name, worker] of this.workers) await this.startWorker(name, worker);
    for (const [name, intervalSeconds] of this.periodic) this.startTicking(name, intervalSeconds);
  }

  async stop(graceMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (!this.booting) return;
    await this.booting.catch(() => undefined);
    // Waits for the running handlers; any still running after graceMs are marked failed, so
    // another instance tries them again.
    await this.boss.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    this.drained = true;
  }

  async waitingJobs(): Promise<Record<string, number>> {
    const names = [...this.workers.keys()];
    if (!this.booting) return Object.fromEntries(names.map((name) => [name, 0]));
    await this.boot();
    const sizes = await Promise.all(names.map((name) => this.boss.getQueueSize(name)));
    return Object.fromEntries(names.map((name, i) => [name, sizes[i] ?? 0]));
  }

  onFailure(listener: JobFailureListener): void {
    this.failureListeners.push(listener);
  }

  private executeSql(text: string, values?: unknown[]) {
    const query = this.pool.query(text, values);
    const settled = query.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
    // A handler that outlived stop()'s grace ends after the pool closed: its job was already
    // marked failed, so recording its end is dropped.
    return this.drained ? query.catch(() => ({ rows: [] })) : query;
  }

  /** Installs or updates pg-boss's schema and starts its upkeep, once. */
  private boot(): Promise<void> {
    this.booting ??= this.underSetupLock(() => this.boss.start()).then(() => undefined);
    return this.booting;
  }

  /** The queue's own partition of pg-boss's job table, made once per database. */
  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = (async () => {
        if (await this.boss.getQueue(name)) return;
        await this.underSetupLock(() => this.boss.createQueue(name, { name, policy: 'stately' }));
      })();
      this.queues.set(name, created);
      created.catch(() => this.queues.delete(name));
    }
    return created;
  }

  /**
   * Holds the lock in an open transaction on a connection of its own while pg-boss works on others
   * (a transaction keeps one server connection even behind a transaction-mode pooler).
   */
  private async underSetupLock<T>(setUp: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
      return await setUp();
    } finally {
      await client.query('commit').then(
        () => client.release(),
        // A connection that cannot end its transaction is dropped, and the lock with it.
        (error: Error) => client.release(error),
      );
    }
  }

  private async sendJob(
    name: string,
    payload: object,
    options: SendOptions & { singletonSeconds?: number },
  ): Promise<void> {
    await this.boot();
    await this.queue(name);
    const retry = this.workers.get(name)?.options ?? {
      retryLimit: DEFAULT_RETRY_LIMIT,
      retryDelaySeconds: DEFAULT_RETRY_DELAY_SECONDS,
    };
    const id = await this.boss.send(name, payload, {
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.expireInSeconds,
    });
    // This instance's worker looks now (or when the job is due) instead of at its next poll.
    if (id) this.wake(name, options.startAfterSeconds ?? 0);
  }

  /** Polls for jobs of `name`; its queue is created with the first job sent (an empty one costs a table). */
  private async startWorker(name: string, worker: Worker) {
    worker.id = await this.boss.work<object>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        // Taken just as stop() began: handed back (failed, so retried) for another instance.
        if (this.stopped) throw new Error('the job queue is stopping');
        const attempt = job.retryCount;
        try {
          await worker.handler(job.data ?? {}, { id: job.id, attempt });
        } catch (error) {
          for (const listener of this.failureListeners) listener(error, { name, attempt });
          throw error;
        } finally {
          // Another job may be waiting: look again now rather than after the polling interval.
          this.wake(name, 0);
        }
      },
    );
  }

  /**
   * Each instance sends the job at least every minute, throttled to one job per `intervalSeconds`
   * slot of the database's clock: one run per interval however many instances there are, and the
   * schedule survives restarts (a slot's job is there once, whoever sent it).
   */
  private startTicking(name: string, intervalSeconds: number) {
    const tick = () => {
      if (this.stopped) return;
      void this.sendJob(name, {}, { singletonKey: EVERY_KEY, singletonSeconds: intervalSeconds }).catch(
        this.onInternalError,
      );
      this.schedule(tick, Math.min(intervalSeconds, MAX_TICK_SECONDS) * 1000);
    };
    this.schedule(tick, Math.min(intervalSeconds, MAX_TICK_SECONDS) * 1000);
  }

  private wake(name: string, afterSeconds: number) {
    const nudge = () => {
      const id = this.workers.get(name)?.id;
      if (id && !this.stopped) this.boss.notifyWorker(id);
    };
    if (afterSeconds > 0) this.schedule(nudge, afterSeconds * 1000 + 50);
    else nudge();
  }

  private schedule(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
