import type { LocationPrecision } from '@kasuwa/domain';
import { CSRF_HEADER } from '../../../lib/csrf-header';
import { clearSession } from '../../../lib/session';

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

export const PREVIEW_FAILED = 'The spreadsheet could not be checked. Please try again.';

/**
 * Sends a spreadsheet to POST /retailers/import-preview, which checks every row and writes
 * nothing, signed by the session cookie. Rejects with the server's message for a refused file.
 */
export async function previewRetailerImport(
  file: Blob,
  fileName: string,
  manufacturerId: string,
): Promise<ImportPreview> {
  const body = new FormData();
  body.append('manufacturerId', manufacturerId);
  body.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch('/retailers/import-preview', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
      body,
    });
  } catch {
    throw new Error('Network error occurred');
  }
  if (response.status === 401) clearSession();
  const answer = (await response.json().catch(() => null)) as (ImportPreview & { error?: { message?: string } }) | null;
  if (!response.ok || !answer?.rows) throw new Error(answer?.error?.message ?? PREVIEW_FAILED);
  return answer;
}
