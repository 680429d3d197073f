import { inflateRawSync } from 'node:zlib';
import { read, utils } from '@lokalise/xlsx';

/** A retailer row as typed in the file: every cell kept as text. */
export interface SpreadsheetRetailer {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  name: string;
  fullAddress: string;
  contact: string;
}

export class SpreadsheetError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 422,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

export const SPREADSHEET_MAX_ROWS = 1000;
/** An .xlsx is a zip: refuse one that would inflate past this, whatever its size on disk. */
const XLSX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

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
  if (kind === 'xlsx' && uncompressedZipSize(file) > XLSX_MAX_UNCOMPRESSED_BYTES) {
    throw new SpreadsheetError('This spreadsheet is too large once unpacked.', 413);
  }
  let table: string[][];
  try {
    const book = read(kind === 'csv' ? file.toString('utf8').replace(/^\uFEFF/, '') : file, {
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
    throw new SpreadsheetError(`A file can hold at most ${SPREADSHEET_MAX_ROWS} retailers.`, 422);
  }
  const cell = (row: string[], column: number) => String(row[column] ?? '').trim();
  return body
    .map((row, i) => ({
      row: i + 2,
      name: cell(row, index.name),
      fullAddress: cell(row, index.fullAddress),
      contact: cell(row, index.contact),
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

/**
 * How many bytes the zip unpacks to, found by inflating every entry with a cap: the sizes a zip
 * declares can lie (a bomb declares 0), and the spreadsheet reader would trust the data instead.
 */
function uncompressedZipSize(zip: Buffer): number {
  const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
  const CENTRAL_FILE_HEADER = 0x02014b50;
  const LOCAL_FILE_HEADER = 0x04034b50;
  const damaged = () => new SpreadsheetError('This .xlsx file is damaged.', 422);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged();
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) throw damaged();
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const local = zip.readUInt32LE(offset + 42);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_FILE_HEADER) throw damaged();
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    const budget = XLSX_MAX_UNCOMPRESSED_BYTES - total;
    if (method === 0) total += data.length;
    else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return XLSX_MAX_UNCOMPRESSED_BYTES + 1;
        throw damaged();
      }
    } else throw damaged();
    if (total > XLSX_MAX_UNCOMPRESSED_BYTES) return total;
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return total;
}
