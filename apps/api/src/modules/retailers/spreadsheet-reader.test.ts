import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerBudget } from '../../platform/worker-pool';
import { csvWithMillionsOfCells } from '../../test/hostile-files';
import { SpreadsheetError } from './spreadsheet-error';
import {
  createSpreadsheetReader,
  SPREADSHEET_BUDGET,
  SPREADSHEET_TOO_COMPLEX,
  type SpreadsheetReader,
} from './spreadsheet-reader';

const GOOD = Buffer.from('Name,Address,Contact\nBodija Stall,"Bodija, Ibadan",0803 111 2222\n');

let reader: SpreadsheetReader | undefined;
const strayErrors: Error[] = [];
afterEach(async () => {
  await reader?.close();
  reader = undefined;
  expect(strayErrors).toEqual([]);
});

function startReader(budget: Partial<WorkerBudget> = {}) {
  reader = createSpreadsheetReader({
    budget: { ...SPREADSHEET_BUDGET, ...budget },
    onStrayError: (error) => strayErrors.push(error),
  });
  return reader;
}

async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SpreadsheetError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('createSpreadsheetReader', () => {
  it('reads a file in a worker thread', async () => {
    expect(await startReader().read(GOOD)).toEqual([
      { row: 2, name: 'Bodija Stall', fullAddress: 'Bodija, Ibadan', contact: '0803 111 2222' },
    ]);
  });

  it('passes on the reasons a file is refused', async () => {
    expect(await refusalOf(startReader().read(Buffer.from('Shop,Where\nA,B\n')))).toEqual({
      status: 422,
      message: 'The first row must name the columns Name, Address and Contact.',
    });
  });

  it('refuses a file that fills its heap as too complex, and reads the next one', async () => {
    const spreadsheets = startReader({ heapMb: 96 });
    expect(await refusalOf(spreadsheets.read(csvWithMillionsOfCells()))).toEqual({
      status: 422,
      message: SPREADSHEET_TOO_COMPLEX,
    });
    expect(await spreadsheets.read(GOOD)).toHaveLength(1);
  });

  it('refuses a file that runs past its time as too complex, and reads the next one', async () => {
    // Heap enough for the whole file: only the clock can stop it. The file takes about 19 s here,
    // the fresh thread's first read 0.6-0.7 s (it loads the spreadsheet library): 4 s leaves room
    // both ways on a busy machine.
    const spreadsheets = startReader({ heapMb: 1536, timeoutMs: 4_000 });
    expect(await refusalOf(spreadsheets.read(csvWithMillionsOfCells(16)))).toEqual({
      status: 422,
      message: SPREADSHEET_TOO_COMPLEX,
    });
    expect(await spreadsheets.read(GOOD)).toHaveLength(1);
  });

  it('answers "busy" (503) when too many files are waiting', async () => {
    const spreadsheets = startReader({ threads: 1, maxWaiting: 1 });
    const settled = await Promise.allSettled([
      spreadsheets.read(GOOD),
      spreadsheets.read(GOOD),
      spreadsheets.read(GOOD),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(((settled[2] as PromiseRejectedResult).reason as SpreadsheetError).status).toBe(503);
  });
});
