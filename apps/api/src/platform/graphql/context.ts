import type { Viewer } from '../viewer';

/**
 * The services a request can call, by name. Empty here: each module adds its own entry
 * (`declare module` on this file), and the composition root must provide every entry, so the
 * platform never imports a module and a forgotten wiring fails typecheck.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ServiceRegistry {}

/** Per-request DataLoaders by name; filled by the modules the same way as ServiceRegistry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LoaderRegistry {}

/** The browser's session cookie: set when someone signs in, cleared when they sign out. */
export interface SessionCookie {
  start(token: string): void;
  end(): void;
}

export interface GraphQLContext {
  viewer: Viewer | null;
  /** The caller's network address (the proxy's client address only with TRUST_PROXY). */
  clientAddress: string;
  sessionCookie: SessionCookie;
  services: ServiceRegistry;
  loaders: LoaderRegistry;
  /** Absolute origin that relative paths (uploaded images) are resolved against. */
  baseUrl: string;
  /** Where uploaded images are public instead of at our /uploads/ (S3_PUBLIC_URL). */
  uploadsPublicUrl: string | undefined;
  /**
   * The site's own address, for links that leave with a mail or a payment redirect: PUBLIC_URL,
   * else the address the server listens on. Never taken from the request's Host header, which
   * anyone can set (a reset link pointing at their host would hand them the token).
   */
  siteUrl: string;
  requestId: string;
}
