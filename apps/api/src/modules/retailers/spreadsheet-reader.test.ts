import { utils, write } from '@lokalise/xlsx';
import { afterEach, describe, expect, it } from 'vitest';
import { csvWithMillionsOfCells } from '../../test/hostile-files';
import { SpreadsheetError } from './spreadsheet';
import {
  createSpreadsheetReader,
  SPREADSHEET_BUDGET,
  SPREADSHEET_TOO_COMPLEX,
  type SpreadsheetReader,
} from './spreadsheet-reader';

const GOOD = Buffer.from('Name,Address,Contact\nBodija Stall,"Bodija, Ibadan",0803 111 2222\n');

function retailersXlsx(rows: number): Buffer {
  const book = utils.book_new();
  const table = [
    ['Name', 'Address', 'Contact'],
    ...Array.from({ length: rows }, (_, i) => [`Shop ${i}`, 'Ikeja, Lagos', '0803']),
  ];
  utils.book_append_sheet(book, utils.aoa_to_sheet(table), 'Retailers');
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
}

let reader: SpreadsheetReader | undefined;
afterEach(async () => {
  await reader?.close();
  reader = undefined;
});

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
    reader = createSpreadsheetReader();
    expect(await reader.read(GOOD)).toEqual([
      { row: 2, name: 'Bodija Stall', fullAddress: 'Bodija, Ibadan', contact: '0803 111 2222' },
    ]);
  });

  it('passes on the reasons a file is refused', async () => {
    reader = createSpreadsheetReader();
    expect(await refusalOf(reader.read(Buffer.from('Shop,Where\nA,B\n')))).toEqual({
      status: 422,
      message: 'The first row must name the columns Name, Address and Contact.',
    });
  });

  it('terminates a file that fills its heap, and reads the next one on a fresh thread', async () => {
    reader = createSpreadsheetReader({ ...SPREADSHEET_BUDGET, heapMb: 96 });
    expect(await refusalOf(reader.read(csvWithMillionsOfCells()))).toEqual({
      status: 422,
      message: SPREADSHEET_TOO_COMPLEX,
    });
    expect(await reader.read(GOOD)).toHaveLength(1);
  });

  it('terminates a file that runs past its time, and reads the next one', async () => {
    // Heap enough for the whole file: only the clock can stop it.
    reader = createSpreadsheetReader({ ...SPREADSHEET_BUDGET, heapMb: 1536, timeoutMs: 1_000 });
    const started = performance.now();
    expect(await refusalOf(reader.read(csvWithMillionsOfCells(8)))).toEqual({
      status: 422,
      message: SPREADSHEET_TOO_COMPLEX,
    });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await reader.read(GOOD)).toHaveLength(1);
  });

  it('starts a file’s clock when its thread starts, not while it waits', async () => {
    const file = retailersXlsx(5_000);
    const timer = createSpreadsheetReader({ ...SPREADSHEET_BUDGET, threads: 1 });
    await timer.read(file); // warm the thread
    const started = performance.now();
    await timer.read(file);
    const oneFileMs = performance.now() - started;
    await timer.close();

    // Five files in a row take about five times one; each is allowed three times one.
    reader = createSpreadsheetReader({ ...SPREADSHEET_BUDGET, threads: 1, timeoutMs: Math.ceil(3 * oneFileMs) + 300 });
    await reader.read(GOOD);
    const reads = await Promise.all([1, 2, 3, 4, 5].map(() => reader!.read(file)));
    expect(reads.map((rows) => rows.length)).toEqual([5_000, 5_000, 5_000, 5_000, 5_000]);
  });

  it('answers "busy" when too many files are waiting', async () => {
    reader = createSpreadsheetReader({ ...SPREADSHEET_BUDGET, threads: 1, maxWaiting: 1 });
    const reads = [reader.read(GOOD), reader.read(GOOD), reader.read(GOOD)];
    const settled = await Promise.allSettled(reads);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(((settled[2] as PromiseRejectedResult).reason as SpreadsheetError).status).toBe(503);
  });
});
