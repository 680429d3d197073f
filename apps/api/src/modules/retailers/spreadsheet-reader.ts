import { Piscina } from 'piscina';
import { limitConcurrency, QueueFullError } from '../../platform/concurrency';
import { workerFile } from '../../platform/worker-file';
import { SpreadsheetError, type SpreadsheetRetailer } from './spreadsheet';
import type { SpreadsheetOutcome } from './spreadsheet.worker';

export interface SpreadsheetBudget {
  /** Wall time of one file, from the moment a thread starts on it. */
  timeoutMs: number;
  /** JavaScript heap of one worker thread. */
  heapMb: number;
  /** Files read at once; each has its own thread. */
  threads: number;
  /** Files that may wait for a thread; more are refused as "busy". */
  maxWaiting: number;
}

export const SPREADSHEET_BUDGET: SpreadsheetBudget = { timeoutMs: 10_000, heapMb: 256, threads: 2, maxWaiting: 8 };
const YOUNG_GENERATION_MB = 32;
const IDLE_THREAD_MS = 30_000;

export const SPREADSHEET_TOO_COMPLEX = 'This spreadsheet is too large or too complex to read.';
const BUSY = 'The server is busy reading other spreadsheets. Please try again in a minute.';

export interface SpreadsheetReader {
  /** The file's retailer rows; throws SpreadsheetError for anything it will not read. */
  read(file: Buffer): Promise<SpreadsheetRetailer[]>;
  close(): Promise<void>;
}

/**
 * Reads spreadsheets in worker threads, off the event loop. A file that takes longer than the
 * budget has its thread terminated; one that fills the heap kills only its thread. Either way the
 * sender is told the file is too complex, and the pool starts a fresh thread for the next file.
 */
export function createSpreadsheetReader(budget: SpreadsheetBudget = SPREADSHEET_BUDGET): SpreadsheetReader {
  const worker = workerFile(import.meta.url, { source: 'spreadsheet.worker.ts', built: 'spreadsheet-worker.js' });
  const pool = new Piscina<Uint8Array, SpreadsheetOutcome>({
    filename: worker.filename,
    execArgv: worker.execArgv,
    minThreads: 0,
    maxThreads: budget.threads,
    idleTimeout: IDLE_THREAD_MS,
    resourceLimits: {
      maxOldGenerationSizeMb: budget.heapMb - YOUNG_GENERATION_MB,
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      stackSizeMb: 4,
    },
  });
  // Files wait here rather than in the pool, so that a file's clock starts when its thread does.
  const turns = limitConcurrency(budget.threads, { maxWaiting: budget.maxWaiting });

  return {
    async read(file) {
      let outcome: SpreadsheetOutcome;
      try {
        outcome = await turns.run(() => pool.run(file, { signal: AbortSignal.timeout(budget.timeoutMs) }));
      } catch (error) {
        if (error instanceof QueueFullError) throw new SpreadsheetError(BUSY, 503);
        if (isOverBudget(error)) throw new SpreadsheetError(SPREADSHEET_TOO_COMPLEX, 422);
        throw error;
      }
      if (!outcome.ok) throw new SpreadsheetError(outcome.message, outcome.status);
      return outcome.rows;
    },
    close: () => pool.destroy(),
  };
}

/** Piscina's answer when it terminated the thread for the time budget, or V8's for the heap budget. */
function isOverBudget(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'AbortError' || (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
}
