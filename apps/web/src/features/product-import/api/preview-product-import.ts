import { CSRF_HEADER } from '../../../lib/csrf-header';
import { clearSession } from '../../../lib/session';

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

export const PREVIEW_FAILED = 'The spreadsheet could not be checked. Please try again.';

/**
 * Sends a spreadsheet to POST /products/import-preview, which checks every row and writes nothing,
 * signed by the session cookie. Rejects with the server's message for a refused file.
 */
export async function previewProductImport(file: Blob, fileName: string, manufacturerId: string) {
  const body = new FormData();
  body.append('manufacturerId', manufacturerId);
  body.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch('/products/import-preview', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
      body,
    });
  } catch {
    throw new Error('Network error occurred');
  }
  if (response.status === 401) clearSession();
  const answer = (await response.json().catch(() => null)) as
    | (ProductImportPreview & { error?: { message?: string } })
    | null;
  if (!response.ok || !answer?.rows) throw new Error(answer?.error?.message ?? PREVIEW_FAILED);
  return answer as ProductImportPreview;
}
