import { CSRF_HEADER } from './csrf-header';
import { clearSession } from './session';

export const PREVIEW_FAILED = 'The spreadsheet could not be checked. Please try again.';

/**
 * Sends a spreadsheet to one of the server's import-preview endpoints, which check every row and
 * write nothing, signed by the session cookie. Rejects with the server's message for a refused file.
 */
export async function postSpreadsheetPreview<Preview extends { rows: unknown[] }>(
  path: string,
  file: Blob,
  fileName: string,
  manufacturerId: string,
): Promise<Preview> {
  const body = new FormData();
  body.append('manufacturerId', manufacturerId);
  body.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
      body,
    });
  } catch {
    throw new Error('Network error occurred');
  }
  if (response.status === 401) clearSession();
  const answer = (await response.json().catch(() => null)) as (Preview & { error?: { message?: string } }) | null;
  if (!response.ok || !answer?.rows) throw new Error(answer?.error?.message ?? PREVIEW_FAILED);
  return answer;
}
