import { phoneCellText } from '@kasuwa/domain';
import { read, utils } from '@lokalise/xlsx';
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
  const kind = detectKind(file);
  // The reader only ever sees a zip we wrote ourselves from entries we inflated and counted.
  const input = kind === 'xlsx' ? repackedXlsx(file) : file;
  let table: string[][];
  try {
    const book = read(kind === 'csv' ? input.toString('utf8').replace(/^\uFEFF/, '') : input, {
      type: kind === 'csv' ? 'string' : 'buffer',
      raw: kind === 'csv', // keep CSV cells as typed: "0803..." must not become a number
      sheetRows: SPREADSHEET_MAX_ROWS + 2,
      cellFormula: false,
      cellHTML: false,
      dense: true,
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    table = sheet ? utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false }) : [];
  } catch {
    throw new SpreadsheetError('This file could not be read as a spreadsheet. Use .xlsx, .xls or .csv.', 415);
  }

  const [header = [], ...body] = table;
  const index = columnIndexes(header.map((cell) => String(cell)));
  if (body.length > SPREADSHEET_MAX_ROWS) {
    throw new SpreadsheetError(
      `This file has more than ${SPREADSHEET_MAX_ROWS.toLocaleString('en')} rows: import at most ${SPREADSHEET_MAX_ROWS.toLocaleString('en')} retailers at a time.`,
      422,
    );
  }
  const cell = (row: string[], column: number) =>
    String(row[column] ?? '')
      .slice(0, SPREADSHEET_CELL_MAX_CHARS * 2)
      .trim()
      .slice(0, SPREADSHEET_CELL_MAX_CHARS);
  return body
    .map((row, i) => ({
      row: i + 2,
      name: cell(row, index.name),
      fullAddress: cell(row, index.fullAddress),
      contact: phoneCellText(cell(row, index.contact)),
    }))
    .filter((r) => r.name || r.fullAddress || r.contact);
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
