import { badInput } from '../../platform/errors';
import { UPLOADS_PATH_PREFIX } from '../../platform/graphql/urls';

export const UPLOAD_IMAGE_FIRST = 'Upload the image here first.';

/** A file our upload endpoint stored: `/uploads/images/<uuid>.webp` (or its `.thumb.webp`). */
const OWN_IMAGE_PATH = new RegExp(`^${UPLOADS_PATH_PREFIX}images/[A-Za-z0-9][A-Za-z0-9_-]*(\\.[a-z]+){1,2}$`);

export interface ImageUrlRuleOptions {
  /** PUBLIC_URL: absolute URLs of our uploads carry its origin. */
  publicUrl?: string | undefined;
  /** IMAGE_URL_ORIGINS: other https origins whose images may be shown (a CDN the old client used). */
  allowedOrigins?: readonly string[];
  /** S3_PUBLIC_URL: our uploads' public address when the bucket is served directly (a CDN). */
  uploadsPublicUrl?: string | undefined;
}

/**
 * Which image URLs a product or a brand may point at: our own uploads, or https images on a
 * configured origin. Anything else (`javascript:`, `data:`, a tracking pixel on any host) is
 * refused, since the URL ends up in every shopper's page. Our own uploads are stored as their
 * relative path, so the site can change its address without breaking images.
 */
export class ImageUrlRule {
  private readonly publicOrigin: string | undefined;
  private readonly allowedOrigins: ReadonlySet<string>;
  private readonly uploadsPublicUrl: string | undefined;

  constructor(options: ImageUrlRuleOptions = {}) {
    this.publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
    this.allowedOrigins = new Set((options.allowedOrigins ?? []).map((origin) => new URL(origin).origin));
    this.uploadsPublicUrl = options.uploadsPublicUrl?.replace(/\/+$/, '');
  }

  /**
   * The value to store for `url`, sent in the input `field`; `requestBaseUrl` is the address the
   * request came to (our uploads' origin when PUBLIC_URL is not set).
   */
  toStored(url: string, field: string, requestBaseUrl?: string): string {
    if (OWN_IMAGE_PATH.test(url)) return url;
    const fromBucket = this.uploadsPublicUrl && url.startsWith(`${this.uploadsPublicUrl}/`);
    if (fromBucket) {
      const path = `${UPLOADS_PATH_PREFIX}${url.slice(this.uploadsPublicUrl.length + 1)}`;
      if (OWN_IMAGE_PATH.test(path)) return path;
    }
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || parsed.username || parsed.password) throw badInput(UPLOAD_IMAGE_FIRST, field);
    const ownOrigins = [
      this.publicOrigin,
      requestBaseUrl && URL.canParse(requestBaseUrl) && new URL(requestBaseUrl).origin,
    ];
    const isOwnUpload =
      /^https?:$/.test(parsed.protocol) &&
      ownOrigins.includes(parsed.origin) &&
      OWN_IMAGE_PATH.test(parsed.pathname) &&
      !parsed.search &&
      !parsed.hash;
    if (isOwnUpload) return parsed.pathname;
    if (parsed.protocol === 'https:' && this.allowedOrigins.has(parsed.origin)) return parsed.href;
    throw badInput(UPLOAD_IMAGE_FIRST, field);
  }
}
