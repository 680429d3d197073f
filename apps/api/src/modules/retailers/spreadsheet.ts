import { phoneCellText } from '@kasuwa/domain';
import type * as Xlsx from '@lokalise/xlsx';
import type { CellObject, WorkSheet } from '@lokalise/xlsx';
import { lazyRequire } from '../../platform/lazy-require';
import { readZipEntries, writeStoredZip, ZipRejectedError, type ZipRejection } from './bounded-zip';
import { SpreadsheetError } from './spreadsheet-error';

/** A retailer row as typed in the file: every cell kept as text. */
export interface SpreadsheetRetailer {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  name: string;
  fullAddress: string;
  contact: string;
}

export const SPREADSHEET_MAX_ROWS = 5000;
/**
 * Longer than any retailer field may be (300 characters), so an over-long cell is still refused by
 * the field's own rule, but a preview never echoes back megabytes from one cell (an .xlsx of 31 KB
 * inflated to a 31 MB cell and a 31 MB answer).
 */
export const SPREADSHEET_CELL_MAX_CHARS = 500;
/**
 * An .xlsx is a zip: refuse one whose entries inflate past this, counted while inflating. A
 * 5,000-row sheet unpacks to one or two megabytes.
 */
const XLSX_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** An .xlsx holds a dozen or so parts; thousands of entries are a way to waste our time. */
const XLSX_MAX_ENTRIES = 1000;

const XLSX_REFUSALS: Record<ZipRejection, { message: string; status: SpreadsheetError['status'] }> = {
  'too-large': { message: 'This spreadsheet is too large once unpacked.', status: 413 },
  inconsistent: { message: 'This .xlsx file is damaged: its zip headers disagree, so it was not read.', status: 422 },
  damaged: { message: 'This .xlsx file is damaged.', status: 422 },
  unsupported: {
    message: 'This .xlsx file uses zip features we cannot read. Save it again as .xlsx or .csv.',
    status: 415,
  },
};

/** Header spellings we accept for each column, compared lowercased without spaces or punctuation. */
const COLUMNS = {
  name: ['name', 'retailer', 'retailername', 'store', 'storename', 'shop', 'shopname'],
  fullAddress: ['address', 'fulladdress', 'location', 'storeaddress', 'retaileraddress'],
  contact: ['contact', 'phone', 'phonenumber', 'telephone', 'tel', 'mobile'],
} as const;

const normalizeHeader = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Reads the first sheet of an .xlsx, .xls or .csv file, judged by its content, into retailer rows. */
export function readRetailerSpreadsheet(file: Buffer): SpreadsheetRetailer[] {
  return retailerRows(readSpreadsheetTable(file));
}

/**
 * The first sheet of an .xlsx, .xls or .csv file, judged by its content, as rows of trimmed text
 * cells (the header first, blank rows left out, each row with its number as the spreadsheet shows
 * it). A cell Excel stores as a date comes back as YYYY-MM-DD, whatever format it was shown in.
 */
export function readSpreadsheetTable(file: Buffer): SpreadsheetTable {
  const kind = detectKind(file);
  // The reader only ever sees a zip we wrote ourselves from entries we inflated and counted.
  const input = kind === 'xlsx' ? repackedXlsx(file) : file;
  let table: string[][];
  try {
    const book = xlsx().read(kind === 'csv' ? input.toString('utf8').replace(/^\uFEFF/, '') : input, {
      type: kind === 'csv' ? 'string' : 'buffer',
      raw: kind === 'csv', // keep CSV cells as typed: "0803..." must not become a number
      sheetRows: SPREADSHEET_MAX_ROWS + 2,
      cellFormula: false,
      cellHTML: false,
      cellNF: true, // keeps each cell's number format: how a date cell is told from a number
      dense: true,
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (sheet) writeDatesAsIso(sheet);
    table = sheet
      ? xlsx().utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true })
      : [];
  } catch {
    throw new SpreadsheetError('This file could not be read as a spreadsheet. Use .xlsx, .xls or .csv.', 415);
  }
  const cell = (text: unknown) =>
    String(text ?? '')
      .slice(0, SPREADSHEET_CELL_MAX_CHARS * 2)
      .trim()
      .slice(0, SPREADSHEET_CELL_MAX_CHARS);
  const [header = [], ...body] = table;
  const rows = body
    .map((cells, i) => ({ row: i + 2, cells: cells.map(cell) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length > SPREADSHEET_MAX_ROWS) {
    throw new SpreadsheetError(
      `This file has more than ${SPREADSHEET_MAX_ROWS.toLocaleString('en')} rows: import at most ${SPREADSHEET_MAX_ROWS.toLocaleString('en')} rows at a time.`,
      422,
    );
  }
  return { header: header.map(cell), rows };
}

export interface SpreadsheetTable {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** Turns a table into retailer rows by its header; refuses a header without the three columns. */
export function retailerRows(table: SpreadsheetTable): SpreadsheetRetailer[] {
  const index = columnIndexes(table.header);
  return table.rows
    .map(({ row, cells }) => ({
      row,
      name: cells[index.name] ?? '',
      fullAddress: cells[index.fullAddress] ?? '',
      contact: phoneCellText(cells[index.contact] ?? ''),
    }))
    .filter((r) => r.name || r.fullAddress || r.contact);
}

const xlsx = lazyRequire<typeof Xlsx>('@lokalise/xlsx');

const dateCodes = () =>
  xlsx().SSF as {
    is_date(format: string | number): boolean;
    parse_date_code(serial: number): { y: number; m: number; d: number } | null;
  };

/** A date cell's shown text follows its format ("1/15/25"); we want the day itself. */
function writeDatesAsIso(sheet: WorkSheet): void {
  const dense: (CellObject[] | undefined)[] = sheet['!data'] ?? [];
  for (const line of dense) {
    for (const c of line ?? []) {
      if (!c) continue;
      if (c.t === 'd' && c.v instanceof Date) c.w = c.v.toISOString().slice(0, 10);
      else if (c.t === 'n' && typeof c.v === 'number' && c.z !== undefined && dateCodes().is_date(c.z)) {
        const day = dateCodes().parse_date_code(c.v);
        if (day) c.w = `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
      }
    }
  }
}

function columnIndexes(header: string[]): Record<keyof typeof COLUMNS, number> {
  const normalized = header.map(normalizeHeader);
  const find = (names: readonly string[]) => normalized.findIndex((h) => names.includes(h));
  const index = { name: find(COLUMNS.name), fullAddress: find(COLUMNS.fullAddress), contact: find(COLUMNS.contact) };
  if (index.name < 0 || index.fullAddress < 0 || index.contact < 0) {
    throw new SpreadsheetError('The first row must name the columns Name, Address and Contact.', 422);
  }
  return index;
}

function detectKind(file: Buffer): 'xlsx' | 'xls' | 'csv' {
  if (file.length === 0) throw new SpreadsheetError('The file is empty.', 400);
  if (file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (file.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  // Anything else must be text: a NUL byte or invalid UTF-8 means some other binary file.
  const text = file.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw new SpreadsheetError('This file is not a spreadsheet. Use .xlsx, .xls or .csv.', 415);
  }
  return 'csv';
}

function repackedXlsx(file: Buffer): Buffer {
  try {
    return writeStoredZip(
      readZipEntries(file, { maxUnpackedBytes: XLSX_MAX_UNPACKED_BYTES, maxEntries: XLSX_MAX_ENTRIES }),
    );
  } catch (error) {
    if (!(error instanceof ZipRejectedError)) throw error;
    const refusal = XLSX_REFUSALS[error.reason];
    throw new SpreadsheetError(refusal.message, refusal.status);
  }
}
