import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/kasuwa');
    expect(config).toMatchObject({
      port: 4000,
      dataDir: path.resolve('/srv/kasuwa/data'),
      databaseUrl: undefined,
      seedDemo: true,
      introspection: false,
      trustProxy: 0,
      corsOrigins: [],
      webDistDir: path.resolve('/srv/kasuwa/apps/web/dist'),
    });
  });

  it('offers card payment through Paystack only with a secret key', () => {
    expect(loadConfig({}, '/').paystack).toBeUndefined();
    expect(loadConfig({ PAYSTACK_BASE_URL: 'http://127.0.0.1:9' }, '/').paystack).toBeUndefined();
    expect(
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' }, '/').paystack,
    ).toEqual({ secretKey: 'sk_test_1', baseUrl: 'http://127.0.0.1:9' });
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_BASE_URL: 'ftp://x' }, '/')).toThrow(
      /PAYSTACK_BASE_URL must be a URL/,
    );
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/kasuwa',
        DATABASE_URL: 'postgres://kasuwa@db:5432/kasuwa',
        CODE_HASH_KEY: 'a-long-enough-key-for-the-unit-codes-hashes',
        PUBLIC_URL: 'https://kasuwa.ng/',
        SEED_DEMO: 'false',
        GEOCODER_URL: 'http://nominatim.local',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/kasuwa',
      databaseUrl: 'postgres://kasuwa@db:5432/kasuwa',
      publicUrl: 'https://kasuwa.ng',
      seedDemo: false,
      geocoderUrl: 'http://nominatim.local',
    });
  });

  it('requires the unit codes key with PostgreSQL, and a long one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://kasuwa@db:5432/kasuwa' }, '/')).toThrow(
      /CODE_HASH_KEY is required/,
    );
    expect(() => loadConfig({ CODE_HASH_KEY: 'short' }, '/')).toThrow(/CODE_HASH_KEY must be at least 32 characters/);
    expect(loadConfig({}, '/').codeHashKey).toBeUndefined();
  });

  it('reads TRUST_PROXY as a number of proxies in front', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
  });

  it('seeds the demo shop into the embedded database only, unless asked', () => {
    const postgres = { DATABASE_URL: 'postgres://db/kasuwa', CODE_HASH_KEY: 'k'.repeat(32) };
    expect(loadConfig(postgres).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('offers GraphiQL and introspection only in development or when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).introspection).toBe(true);
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.ng, https://b.ng/' }).corsOrigins).toEqual([
      'https://a.ng',
      'https://b.ng',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.ng/path' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads IMAGE_URL_ORIGINS as a list of https origins, empty by default', () => {
    expect(loadConfig({}).imageUrlOrigins).toEqual([]);
    expect(
      loadConfig({ IMAGE_URL_ORIGINS: 'https://res.cloudinary.com/, https://cdn.kasuwa.ng' }).imageUrlOrigins,
    ).toEqual(['https://res.cloudinary.com', 'https://cdn.kasuwa.ng']);
    expect(() => loadConfig({ IMAGE_URL_ORIGINS: 'http://cdn.kasuwa.ng' })).toThrow(/IMAGE_URL_ORIGINS/);
    expect(() => loadConfig({ IMAGE_URL_ORIGINS: 'https://cdn.kasuwa.ng/images' })).toThrow(/IMAGE_URL_ORIGINS/);
  });

  it('reads the QUOTA_* limits, with defaults, and refuses one that is not a positive whole number', () => {
    expect(loadConfig({}).quotas).toEqual({
      productsPerBusiness: 10_000,
      retailersPerBusiness: 10_000,
      businessesPerUser: 20,
      addressesPerUser: 20,
      batchesPerProduct: 500,
      unitCodesPerBusinessPerDay: 1_000_000,
    });
    expect(
      loadConfig({
        QUOTA_PRODUCTS_PER_BUSINESS: '500',
        QUOTA_RETAILERS_PER_BUSINESS: '50',
        QUOTA_BUSINESSES_PER_USER: '2',
        QUOTA_ADDRESSES_PER_USER: '5',
        QUOTA_BATCHES_PER_PRODUCT: '40',
        QUOTA_UNIT_CODES_PER_DAY: '5000000',
      }).quotas,
    ).toEqual({
      productsPerBusiness: 500,
      retailersPerBusiness: 50,
      businessesPerUser: 2,
      addressesPerUser: 5,
      batchesPerProduct: 40,
      unitCodesPerBusinessPerDay: 5_000_000,
    });
    expect(() => loadConfig({ QUOTA_UNIT_CODES_PER_DAY: '100000001' })).toThrow(
      /QUOTA_UNIT_CODES_PER_DAY must be a whole number from 1 to 100000000/,
    );
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(() => loadConfig({ QUOTA_BUSINESSES_PER_USER: bad })).toThrow(
        /QUOTA_BUSINESSES_PER_USER must be a whole number/,
      );
    }
  });

  it('keeps images on disk unless S3_BUCKET is set, and reads the bucket settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'kasuwa-images',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.kasuwa.ng/images-bucket/',
      }).s3,
    ).toEqual({
      bucket: 'kasuwa-images',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.kasuwa.ng/images-bucket',
    });
  });

  it('refuses incomplete or malformed bucket settings, naming each problem', () => {
    expect(() => loadConfig({ S3_BUCKET: 'kasuwa-images' })).toThrow(
      /S3_ACCESS_KEY_ID is required with S3_BUCKET\n.*S3_SECRET_ACCESS_KEY is required with S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'https://cdn.kasuwa.ng' })).toThrow(
      /S3_BUCKET is required with S3_ENDPOINT, S3_PUBLIC_URL/,
    );
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'Kasuwa_Images' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'kasuwa', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'kasuwa', S3_PUBLIC_URL: 'cdn.kasuwa.ng' })).toThrow(
      /S3_PUBLIC_URL must be a URL/,
    );
  });

  it('reads the read replica, the pool size and the metrics token', () => {
    const postgres = { DATABASE_URL: 'postgres://db/kasuwa', CODE_HASH_KEY: 'k'.repeat(32) };
    expect(loadConfig(postgres)).toMatchObject({
      readDatabaseUrl: undefined,
      databasePoolMax: 10,
      metricsToken: undefined,
    });
    expect(
      loadConfig({
        ...postgres,
        DATABASE_READ_URL: 'postgres://replica/kasuwa',
        DATABASE_POOL_MAX: '25',
        METRICS_TOKEN: ' a-token-of-24-characters ',
      }),
    ).toMatchObject({
      readDatabaseUrl: 'postgres://replica/kasuwa',
      databasePoolMax: 25,
      metricsToken: 'a-token-of-24-characters',
    });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/kasuwa' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(
      /DATABASE_POOL_MAX must be a whole number from 1 to 200/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('reads how long SIGTERM drains, 2 s unless told, and refuses a drain past 5 s', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(2_000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '500' }).shutdownDrainMs).toBe(500);
    for (const wrong of ['9000', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: wrong })).toThrow(
        /SHUTDOWN_DRAIN_MS must be a number of milliseconds \(0-5000\)/,
      );
    }
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', PUBLIC_URL: 'kasuwa.ng' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT.*port number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL.*postgres/);
    expect(problems.join('\n')).toMatch(/SEED_DEMO.*true or false/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
  });
});
