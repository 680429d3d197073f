import { Piscina } from 'piscina';
import { limitConcurrency } from './concurrency';

export interface WorkerBudget {
  /** Wall time of one task, from the moment a thread starts on it. */
  timeoutMs: number;
  /** JavaScript heap of one worker thread. */
  heapMb: number;
  /** Tasks run at once; each has its own thread. */
  threads: number;
  /** Tasks that may wait for a thread; more are refused with QueueFullError. */
  maxWaiting: number;
}

/** The task's thread was terminated for taking too long or filling its heap. */
export class WorkerOverBudgetError extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`The task went over its ${limit} budget.`);
    this.name = 'WorkerOverBudgetError';
  }
}

export interface WorkerPool<Input, Output> {
  /** Throws WorkerOverBudgetError, QueueFullError, or what the task itself threw. */
  run(input: Input): Promise<Output>;
  close(): Promise<void>;
}

const YOUNG_GENERATION_MB = 32;
const IDLE_THREAD_MS = 30_000;

/**
 * Worker threads for untrusted, CPU-heavy work, so that the event loop keeps answering. A task
 * over its time budget has its thread terminated; one that fills its heap kills only its thread;
 * the pool starts fresh threads for the tasks after it.
 */
export function createWorkerPool<Input, Output>(options: {
  worker: { filename: string; execArgv: string[] | undefined };
  budget: WorkerBudget;
  /** A thread that fails with no task to blame (e.g. it ran out of memory while being terminated). */
  onStrayError: (error: Error) => void;
}): WorkerPool<Input, Output> {
  const { budget } = options;
  const pool = new Piscina<Input, Output>({
    filename: options.worker.filename,
    execArgv: options.worker.execArgv,
    minThreads: 0,
    maxThreads: budget.threads,
    idleTimeout: IDLE_THREAD_MS,
    // Idle threads wait in their event loop rather than blocked in Atomics.wait: anything left
    // running after a task (and failing) surfaces at once, as an 'error' event handled below.
    atomics: 'disabled',
    resourceLimits: {
      maxOldGenerationSizeMb: budget.heapMb - YOUNG_GENERATION_MB,
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      stackSizeMb: 4,
    },
  });
  // Without a listener, Piscina's 'error' event would throw and end the whole process.
  pool.on('error', options.onStrayError);
  // Tasks wait here rather than in the pool, so that a task's clock starts when its thread does.
  const turns = limitConcurrency(budget.threads, { maxWaiting: budget.maxWaiting });

  return {
    run: (input) =>
      turns.run(async () => {
        try {
          return await pool.run(input, { signal: AbortSignal.timeout(budget.timeoutMs) });
        } catch (error) {
          throw overBudget(error) ?? error;
        }
      }),
    close: () => pool.destroy(),
  };
}

function overBudget(error: unknown): WorkerOverBudgetError | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'AbortError') return new WorkerOverBudgetError('time');
  if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') return new WorkerOverBudgetError('memory');
  return undefined;
}
