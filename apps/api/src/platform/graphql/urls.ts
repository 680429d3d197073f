/** Stored image paths are relative ("/uploads/..."); clients get absolute URLs. */
export function resolveAssetUrl(url: string | null, baseUrl: string): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${baseUrl}${url}` : url;
}
