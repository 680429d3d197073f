import { readSpreadsheetTable, type SpreadsheetTable } from './spreadsheet';
import { SpreadsheetError } from './spreadsheet-error';

/**
 * Runs inside a worker thread (see spreadsheet-reader.ts). Errors do not keep their class across
 * threads, so a refusal comes back as a value.
 */
export type SpreadsheetOutcome =
  | { ok: true; table: SpreadsheetTable }
  | { ok: false; status: SpreadsheetError['status']; message: string };

export default function readSpreadsheetInWorker(file: Uint8Array): SpreadsheetOutcome {
  try {
    return { ok: true, table: readSpreadsheetTable(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (error) {
    if (error instanceof SpreadsheetError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
