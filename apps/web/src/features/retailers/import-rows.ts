import { retailerSchema } from '@kasuwa/domain';

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
  status: 'ready' | 'error' | 'checking';
  errors: { field: string; message: string }[];
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

/**
 * What can be told about a row without asking the server: the shared rules' messages and a name
 * already used by another row of the file.
 */
export function localRowErrors(row: ImportRow, others: readonly ImportRow[]): ImportRow['errors'] {
  const errors: ImportRow['errors'] = [];
  const parsed = retailerSchema.safeParse(row);
  if (!parsed.success) {
    errors.push(...parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  }
  const name = row.name.trim().toLowerCase();
  const twin = name && others.find((other) => other.row !== row.row && other.name.trim().toLowerCase() === name);
  if (twin) errors.push({ field: 'name', message: `Same name as row ${twin.row}.` });
  return errors;
}

/** Splits `items` into consecutive groups of at most `size`. */
export function inBatches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
