import { PRODUCT_ROW_NEEDS_PHOTO } from '@kasuwa/domain';
import type { ProductImportValues, ProductPreviewRow } from './api/preview-product-import';

/** Rows go to importProducts this many at a time (each call is all or nothing, and small). */
export const PRODUCT_IMPORT_BATCH = 100;

/** What a column is called in the template, for the preview's errors. */
export const COLUMN_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  retailPrice: 'Price',
  quantity: 'Quantity',
  category: 'Category',
  barCode: 'Barcode',
  batchNumber: 'Batch number',
  manufactureDate: 'Manufacture date',
  expiryDate: 'Expiry date',
  imageUrl: 'Photo',
};

/**
 * A row given a photo in the preview becomes ready; a row whose photo is removed needs one again.
 * Only rows whose single problem is the photo take one.
 */
export function withPhoto(row: ProductPreviewRow, imageUrl: string | null): ProductPreviewRow {
  if (row.status === 'error' || !row.values) return row;
  if (imageUrl) return { ...row, status: 'ready', errors: [], values: { ...row.values, imageUrl } };
  return {
    ...row,
    status: 'needs-photo',
    errors: [{ field: 'imageUrl', message: PRODUCT_ROW_NEEDS_PHOTO }],
    values: { ...row.values, imageUrl: null },
  };
}

/** The values of the rows ready to import, in the spreadsheet's order. */
export function readyValues(rows: readonly ProductPreviewRow[]): ProductImportValues[] {
  return rows.flatMap((row) => (row.status === 'ready' && row.values?.imageUrl ? [row.values] : []));
}

/** Splits `items` into consecutive groups of at most `size`. */
export function inBatches<T>(items: readonly T[], size = PRODUCT_IMPORT_BATCH): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
