import { randomUUID } from 'node:crypto';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  type JobFailureListener,
  type JobHandler,
  type JobQueue,
  type SendOptions,
  type WorkOptions,
} from './job-queue';

interface Job {
  id: string;
  name: string;
  payload: object;
  singletonKey: string | undefined;
  attempt: number;
  timer: NodeJS.Timeout | undefined;
}

interface Worker {
  handler: JobHandler<object>;
  retryLimit: number;
  retryDelaySeconds: number;
}

/**
 * The embedded database's queue: jobs run in this process, one at a time per name, with retries
 * and back-off. Nothing here survives a restart; the modules keep their durable state in tables
 * and their periodic jobs pick up what a crash left behind.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly workers = new Map<string, Worker>();
  private readonly waiting = new Map<string, Job[]>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly intervals: NodeJS.Timeout[] = [];
  private readonly retries = new Set<Job>();
  private readonly failureListeners: JobFailureListener[] = [];
  private started = false;
  private stopped = false;

  onFailure(listener: JobFailureListener): void {
    this.failureListeners.push(listener);
  }

  work<P extends object>(name: string, handler: JobHandler<P>, options: WorkOptions = {}): void {
    this.workers.set(name, {
      handler: handler as JobHandler<object>,
      retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelaySeconds: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    });
  }

  async send<P extends object>(name: string, payload: P, options: SendOptions = {}): Promise<void> {
    if (this.stopped) return;
    const queue = this.waiting.get(name) ?? [];
    if (options.singletonKey !== undefined && queue.some((job) => job.singletonKey === options.singletonKey)) return;
    const job: Job = {
      id: randomUUID(),
      name,
      payload,
      singletonKey: options.singletonKey,
      attempt: 0,
      timer: undefined,
    };
    if (options.startAfterSeconds) {
      this.retries.add(job);
      job.timer = setTimeout(() => this.enqueue(job), options.startAfterSeconds * 1000);
      job.timer.unref();
    } else this.enqueue(job);
  }

  async every(name: string, intervalSeconds: number): Promise<void> {
    const timer = setInterval(() => void this.send(name, {}, { singletonKey: 'every' }), intervalSeconds * 1000);
    timer.unref();
    this.intervals.push(timer);
  }

  async start(): Promise<void> {
    this.started = true;
    for (const name of this.waiting.keys()) this.drain(name);
  }

  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    for (const timer of this.intervals) clearInterval(timer);
    for (const job of this.retries) clearTimeout(job.timer);
    this.retries.clear();
    this.waiting.clear();
    const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.allSettled([...this.running.values()]), grace]);
  }

  async waitingJobs(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of this.workers.keys()) counts[name] = 0;
    for (const [name, queue] of this.waiting) counts[name] = (counts[name] ?? 0) + queue.length;
    for (const job of this.retries) counts[job.name] = (counts[job.name] ?? 0) + 1;
    return counts;
  }

  private reportFailure(error: unknown, job: Job) {
    for (const listener of this.failureListeners) listener(error, job);
  }

  private enqueue(job: Job) {
    this.retries.delete(job);
    if (this.stopped) return;
    const queue = this.waiting.get(job.name) ?? [];
    queue.push(job);
    this.waiting.set(job.name, queue);
    if (this.started) this.drain(job.name);
  }

  /** Runs the waiting jobs of one name one after another. */
  private drain(name: string) {
    if (this.running.has(name)) return;
    const run = (async () => {
      for (let job = this.waiting.get(name)?.shift(); job; job = this.waiting.get(name)?.shift()) {
        await this.runOnce(job);
      }
    })().finally(() => this.running.delete(name));
    this.running.set(name, run);
  }

  private async runOnce(job: Job) {
    const worker = this.workers.get(job.name);
    if (!worker) {
      this.reportFailure(new Error(`no worker for job ${job.name}`), job);
      return;
    }
    try {
      await worker.handler(job.payload, { id: job.id, attempt: job.attempt });
    } catch (error) {
      this.reportFailure(error, job);
      if (job.attempt < worker.retryLimit && !this.stopped) {
        const delay = worker.retryDelaySeconds * 1000 * 2 ** job.attempt;
        job.attempt += 1;
        this.retries.add(job);
        job.timer = setTimeout(() => this.enqueue(job), delay);
        job.timer.unref();
      }
    }
  }
}
