import path from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env. */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ error: `must be a URL (${hint})` })
      .refine((v) => protocols.test(v), `must be a URL (${hint})`)
      .optional(),
  );

/** A comma-separated list of origins, each matching `pattern` ("https://a.ng, https://b.ng/" is fine). */
const originList = (pattern: RegExp, what: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine((origins) => origins.every((o) => pattern.test(o)), {
      message: `must be a comma-separated list of ${what}`,
    });

/** How long after SIGTERM the server serves on while /readyz says "draining" (SHUTDOWN_DRAIN_MS). */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 2_000;

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** How many of each thing one owner may have, unless QUOTA_* says otherwise. */
export const DEFAULT_QUOTAS = {
  productsPerBusiness: 10_000,
  retailersPerBusiness: 10_000,
  businessesPerUser: 20,
  addressesPerUser: 20,
  batchesPerProduct: 500,
  unitCodesPerBusinessPerDay: 1_000_000,
};
export type Quotas = typeof DEFAULT_QUOTAS;

/** A whole number from `min` to `max`, `fallback` when unset; anything else is refused with `message`. */
const wholeNumber = (
  min: number,
  max: number,
  fallback: number,
  message = `must be a whole number from ${min} to ${max}`,
) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

const quota = (fallback: number, max = 1_000_000) => wholeNumber(1, max, fallback);

const envSchema = z.object({
  // Safe by default: development conveniences (GraphiQL, introspection) only when asked for.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/database'),
  // A read replica for anonymous public reads (the catalogue); writes and signed-in reads stay on DATABASE_URL.
  DATABASE_READ_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@replica:5432/database'),
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(10),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http(s)://host'),
  SEED_DEMO: booleanFlag.optional(),
  GEOCODER_URL: optionalUrl(/^https?:\/\//, 'a Nominatim-compatible http(s) endpoint'),
  ROUTING_URL: optionalUrl(/^https?:\/\//, 'an OSRM-compatible http(s) endpoint'),
  TILE_URL: z.string().min(1).default(DEFAULT_TILE_URL),
  TILE_ATTRIBUTION: z.string().min(1).default(DEFAULT_TILE_ATTRIBUTION),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp(s)://user:password@host:port'),
  MAIL_FROM: z.string().min(3).default('Kasuwa <no-reply@kasuwa.ng>'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  GRAPHQL_INTROSPECTION: booleanFlag.optional(),
  // true = one proxy in front (it appends the client's address); a number = that many proxies.
  TRUST_PROXY: z
    .union([booleanFlag, z.coerce.number().int().min(1).max(10)], {
      error: 'must be true, false or the number of proxies in front (1-10)',
    })
    .default(false)
    .transform((v) => (v === true ? 1 : v === false ? 0 : v)),
  CORS_ORIGINS: originList(/^https?:\/\/[^/\s]+$/, 'origins (https://shop.example.ng)'),
  IMAGE_URL_ORIGINS: originList(/^https:\/\/[^/\s]+$/, 'https origins (https://res.cloudinary.com)'),
  QUOTA_PRODUCTS_PER_BUSINESS: quota(DEFAULT_QUOTAS.productsPerBusiness),
  QUOTA_RETAILERS_PER_BUSINESS: quota(DEFAULT_QUOTAS.retailersPerBusiness),
  QUOTA_BUSINESSES_PER_USER: quota(DEFAULT_QUOTAS.businessesPerUser),
  QUOTA_ADDRESSES_PER_USER: quota(DEFAULT_QUOTAS.addressesPerUser),
  QUOTA_BATCHES_PER_PRODUCT: quota(DEFAULT_QUOTAS.batchesPerProduct),
  QUOTA_UNIT_CODES_PER_DAY: quota(DEFAULT_QUOTAS.unitCodesPerBusinessPerDay, 100_000_000),
  // Card payment through Paystack is offered only when its secret key is set.
  PAYSTACK_SECRET_KEY: z.string().trim().min(1).optional(),
  PAYSTACK_BASE_URL: optionalUrl(/^https?:\/\//, 'http(s)://host, default https://api.paystack.co'),
  // The key of the unit codes' hashes. Losing or changing it makes every printed code unknown.
  CODE_HASH_KEY: z.string().trim().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  // Africa's Talking's SMS/USSD callbacks carry it (?secret= or X-Gateway-Secret); absent: the endpoint is off.
  SMS_GATEWAY_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  // Images in an S3-compatible bucket instead of DATA_DIR/uploads (several instances share it).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'http(s)://host:port of an S3-compatible store; absent: AWS S3'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http(s)://cdn.example.ng, where the bucket is public'),
  // GET /metrics (Prometheus) answers only to `Authorization: Bearer <METRICS_TOKEN>`; unset, it is off.
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Answers to anonymous catalogue reads kept until the catalogue changes (decision 0028).
  RESPONSE_CACHE: booleanFlag.default(true),
  // After SIGTERM, serving on this long while /readyz says "draining", before the listener closes.
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 5_000, DEFAULT_SHUTDOWN_DRAIN_MS, 'must be a number of milliseconds (0-5000)'),
});

/** The name of every setting this file reads (docs/deploy.md describes each). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a replica for anonymous public reads. */
  readDatabaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections in each PostgreSQL pool of one process. */
  databasePoolMax: number;
  publicUrl: string | undefined;
  seedDemo: boolean;
  /** GraphiQL and introspection: on in development or with GRAPHQL_INTROSPECTION=true. */
  introspection: boolean;
  /** How many proxies in front append to X-Forwarded-For (0: believe none of it). */
  trustProxy: number;
  corsOrigins: string[];
  /** https origins whose images products and brands may use besides our own uploads. */
  imageUrlOrigins: string[];
  geocoderUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  routingUrl: string | undefined;
  tileUrl: string;
  tileAttribution: string;
  webDistDir: string;
  quotas: Quotas;
  /** Card payment through Paystack (PAYSTACK_SECRET_KEY); absent: pay on delivery only. */
  paystack: { secretKey: string; baseUrl: string | undefined } | undefined;
  /** CODE_HASH_KEY; absent with the embedded database: a key kept in DATA_DIR, made at first start. */
  codeHashKey: string | undefined;
  /** SMS_GATEWAY_SECRET: POST /api/sms/verify answers only with it; absent, the endpoint is off. */
  smsGatewaySecret: string | undefined;
  /** S3_*: images in an S3-compatible bucket; absent: under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** METRICS_TOKEN: the bearer token of GET /metrics; absent, /metrics is off. */
  metricsToken: string | undefined;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  /** Keep answers to anonymous catalogue reads until the catalogue changes. */
  responseCache: boolean;
  /** SHUTDOWN_DRAIN_MS: serving on after SIGTERM while /readyz says "draining". */
  shutdownDrainMs: number;
};

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_PUBLIC_URL: where the bucket's objects are public (a CDN); absent: served by the API at /uploads/. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const known = Object.fromEntries(SETTING_NAMES.map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError([...new Set(problems)]);
  }
  const e = parsed.data;
  const problems = [
    ...(e.DATABASE_READ_URL && !e.DATABASE_URL
      ? ['DATABASE_READ_URL needs DATABASE_URL (a replica of that PostgreSQL database)']
      : []),
    ...(e.DATABASE_URL && !e.CODE_HASH_KEY
      ? ['CODE_HASH_KEY is required with DATABASE_URL (the key of the unit codes; keep it safe)']
      : []),
    ...s3Problems(e),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    readDatabaseUrl: e.DATABASE_READ_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    // The demo shop goes into the embedded database only, unless asked for (SEED_DEMO=true).
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    introspection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV === 'development',
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    imageUrlOrigins: e.IMAGE_URL_ORIGINS,
    geocoderUrl: e.GEOCODER_URL,
    smtpUrl: e.SMTP_URL,
    routingUrl: e.ROUTING_URL,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    mailFrom: e.MAIL_FROM,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR),
    quotas: {
      productsPerBusiness: e.QUOTA_PRODUCTS_PER_BUSINESS,
      retailersPerBusiness: e.QUOTA_RETAILERS_PER_BUSINESS,
      businessesPerUser: e.QUOTA_BUSINESSES_PER_USER,
      addressesPerUser: e.QUOTA_ADDRESSES_PER_USER,
      batchesPerProduct: e.QUOTA_BATCHES_PER_PRODUCT,
      unitCodesPerBusinessPerDay: e.QUOTA_UNIT_CODES_PER_DAY,
    },
    paystack: e.PAYSTACK_SECRET_KEY ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL } : undefined,
    codeHashKey: e.CODE_HASH_KEY,
    smsGatewaySecret: e.SMS_GATEWAY_SECRET,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    responseCache: e.RESPONSE_CACHE,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}

function s3Problems(e: z.output<typeof envSchema>): string[] {
  if (!e.S3_BUCKET) {
    const orphans = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).filter(
      (name) => e[name] !== undefined,
    );
    return orphans.length > 0 ? [`S3_BUCKET is required with ${orphans.join(', ')}`] : [];
  }
  // Keys only from here: the SDK's own search (profiles, instance metadata) would bypass this file.
  const missingKeys = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  return missingKeys.map((name) => `${name} is required with S3_BUCKET`);
}
