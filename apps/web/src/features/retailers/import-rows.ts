import { retailerSchema, type LatLng, type LocationPrecision } from '@kasuwa/domain';

export const TEMPLATE_FILE_NAME = 'kasuwa-retailers-template.csv';
export const IMPORT_BATCH_SIZE = 100;

export interface RetailerCells {
  name: string;
  fullAddress: string;
  contact: string;
}

export interface ImportRow extends RetailerCells {
  /** The row number in the spreadsheet (the header is row 1). */
  row: number;
  /** `needs_pin`: the address names no place we know, so the row waits for a map pin. */
  status: 'ready' | 'error' | 'checking' | 'needs_pin';
  errors: { field: string; message: string }[];
  /** How exactly a ready row is placed (PINNED once the manufacturer dropped a pin). */
  precision?: LocationPrecision | null;
  /** The pin the manufacturer dropped on the map, sent with the row. */
  pin?: LatLng | null;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV file with the Name, Address and Contact columns the import reads. */
export function toRetailerCsv(rows: readonly RetailerCells[]): string {
  const lines = [['Name', 'Address', 'Contact'], ...rows.map((r) => [r.name, r.fullAddress, r.contact])];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The downloadable template: the header and two example rows. */
export const retailerTemplateCsv = () =>
  toRetailerCsv([
    { name: 'Mama Ngozi Stores', fullAddress: '12 Allen Avenue, Ikeja, Lagos', contact: '08031234567' },
    { name: 'Bello Supermarket', fullAddress: 'Wuse, Abuja', contact: '+2348098765432' },
  ]);

/** Branches may share a name at different addresses: a row is the same retailer only when both match. */
const branchKey = (row: RetailerCells) =>
  `${row.name.trim().replace(/\s+/g, ' ').toLowerCase()}|${row.fullAddress.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/**
 * What can be told about a row without asking the server: the shared rules' messages and a name
 * and address already used by another row of the file.
 */
export function localRowErrors(row: ImportRow, others: readonly ImportRow[]): ImportRow['errors'] {
  const errors: ImportRow['errors'] = [];
  const parsed = retailerSchema.safeParse(row);
  if (!parsed.success) {
    errors.push(...parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  }
  const key = branchKey(row);
  const twin = row.name.trim() && others.find((other) => other.row !== row.row && branchKey(other) === key);
  if (twin) errors.push({ field: 'name', message: `Same name and address as row ${twin.row}.` });
  return errors;
}

/** Splits `items` into consecutive groups of at most `size`. */
export function inBatches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
