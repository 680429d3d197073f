/** Stored paths of uploaded objects start with this; the rest is the object's storage key. */
export const UPLOADS_PATH_PREFIX = '/uploads/';

export interface AssetUrlBase {
  /** The origin relative paths are resolved against: PUBLIC_URL, else the request's. */
  baseUrl: string;
  /** Where uploaded objects are public instead of at our /uploads/ (S3_PUBLIC_URL, a CDN). */
  uploadsPublicUrl?: string | undefined;
}

/** The absolute URL of a stored path (`/uploads/<key>`, another relative path); absolute URLs stay as they are. */
export function resolveAssetUrl(url: string, base: AssetUrlBase): string;
export function resolveAssetUrl(url: string | null, base: AssetUrlBase): string | null;
export function resolveAssetUrl(url: string | null, base: AssetUrlBase): string | null {
  if (!url) return null;
  if (base.uploadsPublicUrl && url.startsWith(UPLOADS_PATH_PREFIX)) {
    return `${base.uploadsPublicUrl}/${url.slice(UPLOADS_PATH_PREFIX.length)}`;
  }
  return url.startsWith('/') ? `${base.baseUrl}${url}` : url;
}
