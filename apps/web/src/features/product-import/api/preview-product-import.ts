import { postSpreadsheetPreview } from '../../../lib/spreadsheet-preview';

/** A ready (or needs-photo) row's values as importProducts takes them: price in naira, dates ISO. */
export interface ProductImportValues {
  name: string;
  description: string;
  retailPrice: number;
  quantity: number;
  category: string | null;
  barCode: string | null;
  batchNumber: string;
  manufactureDate: string;
  expiryDate: string;
  imageUrl: string | null;
}

export interface ProductPreviewRow {
  /** The row number in the spreadsheet (the header is row 1). */
  row: number;
  /** The cells as typed. */
  name: string;
  retailPrice: string;
  quantity: string;
  expiryDate: string;
  status: 'ready' | 'needs-photo' | 'error';
  errors: { field: string; message: string }[];
  values: ProductImportValues | null;
}

export interface ProductImportPreview {
  rows: ProductPreviewRow[];
  summary: { total: number; ready: number; needsPhoto: number; errors: number };
}

export { PREVIEW_FAILED } from '../../../lib/spreadsheet-preview';

/** Checks a spreadsheet's rows on the server (`/products/import-preview`); writes nothing. */
export const previewProductImport = (file: Blob, fileName: string, manufacturerId: string) =>
  postSpreadsheetPreview<ProductImportPreview>('/products/import-preview', file, fileName, manufacturerId);
