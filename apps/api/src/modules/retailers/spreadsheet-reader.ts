import { availableParallelism } from 'node:os';
import { QueueFullError } from '../../platform/concurrency';
import { workerFile } from '../../platform/worker-file';
import { createWorkerPool, WorkerOverBudgetError, type WorkerBudget } from '../../platform/worker-pool';
import { retailerRows, type SpreadsheetRetailer, type SpreadsheetTable } from './spreadsheet';
import { SpreadsheetError } from './spreadsheet-error';
import type { SpreadsheetOutcome } from './spreadsheet.worker';

export const SPREADSHEET_BUDGET: WorkerBudget = {
  timeoutMs: 10_000,
  heapMb: 256,
  // A file near its heap limit keeps a core busy collecting garbage: one core stays with the
  // event loop (on two cores, two busy threads delayed /healthz by 150-600 ms).
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxWaiting: 8,
};

export const SPREADSHEET_TOO_COMPLEX = 'This spreadsheet is too large or too complex to read.';
const BUSY = 'The server is busy reading other spreadsheets. Please try again in a minute.';

export interface SpreadsheetReader {
  /** The file's retailer rows; throws SpreadsheetError for anything it will not read. */
  read(file: Buffer): Promise<SpreadsheetRetailer[]>;
  /** The file's first sheet as text cells under its header (for other imports than retailers). */
  readTable(file: Buffer): Promise<SpreadsheetTable>;
  close(): Promise<void>;
}

/** Reads spreadsheets in worker threads within a time and memory budget (see createWorkerPool). */
export function createSpreadsheetReader(options: {
  budget?: WorkerBudget;
  onStrayError: (error: Error) => void;
}): SpreadsheetReader {
  const pool = createWorkerPool<Uint8Array, SpreadsheetOutcome>({
    worker: workerFile(import.meta.url, { source: 'spreadsheet.worker.ts', built: 'spreadsheet-worker.js' }),
    budget: options.budget ?? SPREADSHEET_BUDGET,
    onStrayError: options.onStrayError,
  });
  const reader: SpreadsheetReader = {
    async read(file) {
      return retailerRows(await reader.readTable(file));
    },
    async readTable(file) {
      let outcome: SpreadsheetOutcome;
      try {
        outcome = await pool.run(file);
      } catch (error) {
        if (error instanceof QueueFullError) throw new SpreadsheetError(BUSY, 503);
        if (error instanceof WorkerOverBudgetError) throw new SpreadsheetError(SPREADSHEET_TOO_COMPLEX, 422);
        throw error;
      }
      if (!outcome.ok) throw new SpreadsheetError(outcome.message, outcome.status);
      return outcome.table;
    },
    close: () => pool.close(),
  };
  return reader;
}
