import { CSRF_HEADER } from './csrf-header';
import { clearSession } from './session';

export interface UploadedImage {
  secure_url: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
}

export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';

/**
 * What the user reads when an upload fails: the server's reason when it gave one (a refused file
 * will fail again, so "Please try again" would mislead), else UPLOAD_FAILED.
 */
export function uploadFailureMessage(failure: unknown): string {
  const reason = failure instanceof Error ? failure.message.trim() : '';
  return reason && reason !== UPLOAD_FAILED ? `Failed to upload image. ${reason}` : UPLOAD_FAILED;
}

/**
 * Sends an image to POST /upload (or `path`, another endpoint of the same pipeline), signed by the
 * session cookie, reporting progress from 0 to 1. Rejects with the server's message when it gives
 * one, else with UPLOAD_FAILED.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
  path = '/upload',
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader(CSRF_HEADER.name, CSRF_HEADER.value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 401) clearSession();
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: fall through to the generic message
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object' && 'secure_url' in body) {
        onProgress(1);
        resolve(body as UploadedImage);
      } else {
        const message = (body as { error?: { message?: string } } | null)?.error?.message;
        reject(new Error(message ?? UPLOAD_FAILED));
      }
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED));
    const form = new FormData();
    form.append('file', file);
    form.append('upload_preset', 'kasuwa');
    request.send(form);
  });
}
