import type { LocationPrecision } from '@kasuwa/domain';
import { postSpreadsheetPreview } from '../../../lib/spreadsheet-preview';

export interface ImportPreviewRow {
  row: number;
  name: string;
  fullAddress: string;
  contact: string;
  /** `needs_pin`: nothing wrong, but the address names no place we know: place it on a map. */
  status: 'ready' | 'error' | 'needs_pin';
  errors: { field: string; message: string }[];
  /** Where a ready row would be placed, and how exactly. */
  location: { precision: LocationPrecision | null } | null;
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  summary: { total: number; ready: number; needsPin: number; errors: number };
}

export { PREVIEW_FAILED } from '../../../lib/spreadsheet-preview';

/** Checks a spreadsheet's rows on the server (`/retailers/import-preview`); writes nothing. */
export const previewRetailerImport = (file: Blob, fileName: string, manufacturerId: string) =>
  postSpreadsheetPreview<ImportPreview>('/retailers/import-preview', file, fileName, manufacturerId);
