import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityOptions {
  /** PUBLIC_URL; https turns on HSTS. */
  publicUrl: string | undefined;
  /** Other origins allowed to call the API from a browser (CORS_ORIGINS); none by default. */
  corsOrigins: readonly string[];
  /** The map tile URL template; its origin may serve images. */
  tileUrl: string;
  /** Other origins images may come from (an object store, a CDN). */
  imageOrigins: readonly string[];
}

/** The origin of a URL or URL template ("https://{s}.tile.example/{z}/{x}/{y}.png" -> "https://*.tile.example"). */
export function originOf(template: string): string | null {
  const [, scheme, host] = /^(https?):\/\/([^/?#]+)/i.exec(template) ?? [];
  if (!scheme || !host) return null;
  return `${scheme.toLowerCase()}://${host.replace(/\{[^}]*\}/g, '*').toLowerCase()}`;
}

/**
 * The Content-Security-Policy allows exactly what the web app loads: its own scripts and styles
 * (inline style attributes too: the map positions its tiles with them), images from us, the tile
 * server and the configured image origins, WebAssembly for the code scanner, and nothing framing it.
 */
export function contentSecurityPolicy(options: Pick<SecurityOptions, 'tileUrl' | 'imageOrigins'>) {
  const imageSources = [options.tileUrl, ...options.imageOrigins]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...new Set(imageSources)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    upgradeInsecureRequests: null,
  };
}

/**
 * Helmet's headers for these options. They are the same for every response, so they are worked
 * out once here (helmet's Fastify plugin builds its middleware again for every request).
 */
export function helmetHeaders(options: SecurityOptions): Record<string, string> {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // Map tiles and other sites' images are loaded without CORS: do not require it of them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

export async function securityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  // Same origin only, unless CORS_ORIGINS names others (an app on another domain).
  await app.register(fastifyCors, {
    origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  });
}
