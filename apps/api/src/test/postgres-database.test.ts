import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './postgres-database';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a test's PostgreSQL database", () => {
  it('is dropped once a connection still finishing its work has closed, not under it (57P01)', async () => {
    const database = await createPostgresDatabase(serverUrl!);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // A connection slow to finish and close, as a pool's are on a busy machine after pool.end().
    const statement = client.query('select pg_sleep(0.3)').then(
      () => 'finished',
      (error: { code?: string }) => error.code,
    );
    const closed = statement.then(() => client.end());
    await database.drop();
    expect(await statement).toBe('finished');
    await closed;
  });
});
