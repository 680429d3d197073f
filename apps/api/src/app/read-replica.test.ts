import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/client';
import { manufacturerAccount } from '../test/fixtures';
import { createPostgresDatabase } from '../test/postgres-database';
import { startTestApp, type TestApp } from '../test/test-app';
import { MIGRATIONS_DIR } from './paths';

/**
 * DATABASE_READ_URL: the "replica" here is a second database on the same server that nothing
 * replicates into, so whichever database a read was answered from shows in its answer.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
let app: TestApp;
let replica: Awaited<ReturnType<typeof createPostgresDatabase>>;
let replicaClient: pg.Client;

beforeAll(async () => {
  if (!serverUrl) return;
  replica = await createPostgresDatabase(serverUrl);
  const schema = await openDatabase({ url: replica.url, migrationsDir: MIGRATIONS_DIR });
  await schema.migrate();
  await schema.close();
  app = await startTestApp({ readDatabaseUrl: replica.url });
  replicaClient = new pg.Client({ connectionString: replica.url });
  await replicaClient.connect();
});
afterAll(async () => {
  if (!serverUrl) return;
  await replicaClient.end();
  await app.stop();
  await replica.drop();
});

const STORE = 'query Store($slug: String!) { manufacturer(where: { slug: $slug }) { brandStoreName } }';
const countOnReplica = async (table: string) =>
  Number((await replicaClient.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

/** What replication would do: the primary's rows of these tables, written into the replica. */
async function replicate(tables: string[]) {
  for (const table of tables) {
    const { rows } = await app.database.pool!.query<{ rows: unknown }>(`select json_agg(t) as rows from ${table} t`);
    await replicaClient.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
      JSON.stringify(rows[0]!.rows ?? []),
    ]);
  }
}

describe.runIf(serverUrl)('a read replica (DATABASE_READ_URL)', () => {
  it('answers anonymous catalogue reads; writes, even anonymous ones, and signed-in reads use the primary', async () => {
    // Signing up is an anonymous mutation; creating the business a signed-in one.
    const { token, slug } = await manufacturerAccount(app, { brandStoreName: 'Harmattan' });
    expect([await countOnReplica('users'), await countOnReplica('manufacturers')]).toEqual([0, 0]);

    // Nothing has reached the replica yet: the shopper does not see the new store; its owner does.
    expect((await app.gql(STORE, { slug })).data!.manufacturer).toBeNull();
    expect((await app.gql(STORE, { slug }, token)).data!.manufacturer).toEqual({ brandStoreName: 'Harmattan' });

    await replicate(['users', 'locations', 'manufacturers']);
    await replicaClient.query(`update manufacturers set brand_store_name = 'Harmattan (replica)'`);
    expect((await app.gql(STORE, { slug })).data!.manufacturer).toEqual({ brandStoreName: 'Harmattan (replica)' });
    expect((await app.gql(STORE, { slug }, token)).data!.manufacturer).toEqual({ brandStoreName: 'Harmattan' });
  });

  it('is read-only from our side too, and /readyz checks it', async () => {
    await expect(app.database.readDb.execute(sql`create table written_by_mistake (id int)`)).rejects.toMatchObject({
      cause: { message: 'cannot execute CREATE TABLE in a read-only transaction' },
    });
    const readyz = await fetch(`${app.url}/readyz`);
    expect(await readyz.json()).toEqual({
      status: 'ready',
      database: 'reachable',
      migrations: 'applied',
      replica: 'reachable',
    });
  });
});
