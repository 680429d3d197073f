/**
 * Background work. Handlers must be idempotent: a job can run again after a crash or a retry.
 * Durable intent lives in the module's own tables (an outbox row, a generation run), so a job is
 * only ever a nudge to process that state.
 */
export interface JobQueue {
  /** Registers the handler of a job name; call before start(). */
  work<P extends object>(name: string, handler: JobHandler<P>, options?: WorkOptions): void;
  /** Queues a job. With `singletonKey`, a job of that name and key that is still waiting is not queued twice. */
  send<P extends object>(name: string, payload: P, options?: SendOptions): Promise<void>;
  /** Runs the job `name` (with an empty payload) every `intervalSeconds`, on one instance at a time. */
  every(name: string, intervalSeconds: number): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to `graceMs`) for the running ones. */
  stop(graceMs?: number): Promise<void>;
  /** Jobs waiting to run (queued, delayed, or waiting for a retry), by job name. */
  waitingJobs(): Promise<Record<string, number>>;
  /** Calls `listener` each time a handler throws (a retry may follow). */
  onFailure(listener: JobFailureListener): void;
}

export type JobHandler<P> = (payload: P, job: { id: string; attempt: number }) => Promise<void>;

export type JobFailureListener = (error: unknown, job: { name: string; attempt: number }) => void;

export interface WorkOptions {
  /** Tries after the first failure (default 3), waiting about retryDelaySeconds * 2^n between them. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface SendOptions {
  singletonKey?: string;
  startAfterSeconds?: number;
}

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_SECONDS = 5;
