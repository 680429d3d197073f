import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENTRY, ensureApiBuilt } from '../../../../scripts/lib.mjs';
import { ORDER, UPDATE_ORDER_STATUS, placeOrder } from '../modules/orders/orders.fixtures';
import { uploadTestImage } from '../modules/uploads/test-images';
import { CREATE_PRODUCT, PASSWORD, createProduct, manufacturerAccount, productInput, signUp } from '../test/fixtures';
import { startRoundRobinProxy, UPSTREAM_HEADER, type RoundRobinProxy } from '../test/round-robin-proxy';
import { createPostgresDatabase } from '../test/postgres-database';
import { graphqlClient, type GraphQLApp } from '../test/test-app';

// Two instances of the compiled API (as production runs it) on one PostgreSQL database and one S3
// stand-in, behind a round-robin balancer: they share nothing else, so what one did the other knows.
// Two instances cannot share one embedded database: this runs on PostgreSQL only.

const BUCKET = 'kasuwa-images';
const LOG_IN = `mutation($email: String!, $password: String!) {
  logIn(logInInput: { email: $email, password: $password }) { token }
}`;

interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitUntilReady(instance: Instance) {
  for (let i = 0; i < 300; i += 1) {
    const ready = await fetch(`${instance.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (instance.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`an instance did not become ready:\n${instance.output().slice(-3000)}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL behind a load balancer', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let s3rver: S3rver;
  let workDir: string;
  let instances: Instance[];
  let proxy: RoundRobinProxy;
  let balanced: GraphQLApp;

  async function startInstance(n: number, s3Endpoint: string): Promise<Instance> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(workDir, `instance-${n}`),
      DATABASE_URL: database.url,
      CODE_HASH_KEY: 'two-instances-test-unit-code-key-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const child = spawn(process.execPath, [API_ENTRY], { env });
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { url: `http://127.0.0.1:${port}`, child, exited, output: () => text };
  }

  beforeAll(async () => {
    ensureApiBuilt();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-two-instances-'));
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(workDir, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3rver.run();
    // Started together: the migrations run once, under the database's advisory lock.
    instances = await Promise.all([0, 1].map((n) => startInstance(n, `http://127.0.0.1:${port}`)));
    await Promise.all(instances.map(waitUntilReady));
    proxy = await startRoundRobinProxy(instances.map((i) => i.url));
    balanced = { gql: graphqlClient(proxy.url) };
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances ?? []) instance.child.kill('SIGKILL');
    await Promise.all((instances ?? []).map((i) => i.exited));
    await s3rver?.close().catch(() => undefined);
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  /** A GraphQL request through the balancer, with the instance that answered it. */
  async function gqlVia(query: string, variables: object, token?: string) {
    const response = await fetch(`${proxy.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    // Tests read whatever shape they asked for; the data is checked by their assertions.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body = (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
    return { ...body, upstream: response.headers.get(UPSTREAM_HEADER) };
  }

  it('keeps a shopper signed in on the other instance', async () => {
    const { token } = await signUp(balanced);
    const answers = await Promise.all([0, 1, 2, 3].map(() => gqlVia('{ me { id } }', {}, token)));
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    for (const answer of answers) expect(answer.data?.me?.id).toBeTruthy();
  });

  it('serves an image from the other instance than the one it was uploaded through', async () => {
    const owner = await manufacturerAccount(balanced);
    const { public_id: key } = await uploadTestImage(proxy.url, owner.token);
    const served = await Promise.all([0, 1].map(() => fetch(`${proxy.url}/uploads/${key}`)));
    expect(new Set(served.map((r) => r.headers.get(UPSTREAM_HEADER)))).toEqual(new Set(['0', '1']));
    const bytes = await Promise.all(served.map(async (r) => (expect(r.status).toBe(200), r.arrayBuffer())));
    expect(Buffer.from(bytes[0]!).equals(Buffer.from(bytes[1]!))).toBe(true);
    expect(Buffer.from(bytes[0]!).subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('holds a rate limit reached on one instance on the other', async () => {
    const email = `limited.${Date.now()}@example.com`;
    await signUp(balanced, email);
    const wrong = [];
    for (let i = 0; i < 5; i += 1) wrong.push(await gqlVia(LOG_IN, { email, password: 'Wrong@Password1' }));
    expect(new Set(wrong.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    expect(wrong.every((a) => a.errors?.length)).toBe(true);
    // The right password now, on each instance in turn: both refuse it until the limit's window ends.
    const refused = [
      await gqlVia(LOG_IN, { email, password: PASSWORD }),
      await gqlVia(LOG_IN, { email, password: PASSWORD }),
    ];
    expect(new Set(refused.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    for (const answer of refused) {
      expect(answer.data?.logIn).toBeFalsy();
      expect(answer.errors?.[0]?.message).toMatch(/try again/i);
    }
  });

  it('completes an order journey across both instances', async () => {
    const store = await manufacturerAccount(balanced);
    const product = await createProduct(balanced, store, { quantity: 5 });
    const shopper = await signUp(balanced, `shopper.${Date.now()}@example.com`);
    const [order] = await placeOrder(balanced, shopper.token, [{ productId: product.id, quantity: 2 }]);
    expect(order?.status).toBe('PENDING');
    for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
      const update = await gqlVia(UPDATE_ORDER_STATUS, { input: { number: order!.number, status } }, store.token);
      expect(update.errors).toBeUndefined();
      const seen = await gqlVia(ORDER, { number: order!.number }, shopper.token);
      expect(seen.data?.order?.status).toBe(status);
    }
  });

  it('loses no acknowledged request when one instance is stopped with SIGTERM under load', async () => {
    const store = await manufacturerAccount(balanced);
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let running = true;
    const client = async (c: number) => {
      for (let n = 0; running; n += 1) {
        try {
          const answer = await gqlVia(
            CREATE_PRODUCT,
            { input: productInput(store.manufacturerId, { name: `Load ${c}-${n}` }) },
            store.token,
          );
          if (answer.data?.createProduct?.id) acknowledged.push(answer.data.createProduct.id as string);
          else failures.push(JSON.stringify(answer.errors));
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, c) => client(c));
    await new Promise((r) => setTimeout(r, 1_000));
    const stopping = instances[0]!;
    const signalled = Date.now();
    stopping.child.kill('SIGTERM');
    const code = await stopping.exited;
    const stoppedAfterMs = Date.now() - signalled;
    const atStop = acknowledged.length;
    await new Promise((r) => setTimeout(r, 1_000));
    running = false;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(stoppedAfterMs).toBeLessThan(10_000);
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(atStop); // the other instance kept serving
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query('select count(*)::int as n from products where id = any($1::uuid[])', [
        acknowledged,
      ]);
      expect(rows[0].n).toBe(acknowledged.length);
    } finally {
      await db.end();
    }
  }, 60_000);
});
