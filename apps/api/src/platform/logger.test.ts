import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/postgres-database';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createLogger } from './logger';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

let database: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  const created = server ? await createPostgresDatabase(server) : undefined;
  dropDatabase = created?.drop;
  database = await openDatabase({ url: created?.url, migrationsDir: 'unused' });
});
afterAll(async () => {
  await database.close();
  await dropDatabase?.();
});

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('info', stream), output: () => lines.join('') };
}

it("logs a failed query's SQL and the database's message, never its parameter values", async () => {
  const failure = await database.db.execute(sql`select ${HASH} || ${'ada\u0000@example.com'} as leaked`).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(Error);
  expect(String((failure as Error).message)).toContain(HASH); // what would have been printed

  const { logger, output } = capturedLogger();
  logger.error({ err: failure }, 'unexpected error in a GraphQL operation');
  const line = JSON.parse(output()) as { err: { message: string; stack: string; query?: string } };
  expect(output()).not.toContain('argon2');
  expect(output()).not.toContain('ada');
  expect(output()).not.toContain('params');
  expect(line.err.query).toBe('select $1 || $2 as leaked');
  expect(line.err.message).toMatch(/invalid byte sequence/);
  expect(line.err.stack).toMatch(/Failed query: select \$1 \|\| \$2 as leaked/);
});

it('redacts passwords, tokens and hashes given as fields', () => {
  const { logger, output } = capturedLogger();
  logger.warn(
    {
      password: 'Secret@123',
      input: { confirmPassword: 'Secret@123', token: 'tok-123' },
      user: { passwordHash: HASH },
    },
    'careless line',
  );
  expect(output()).not.toContain('Secret@123');
  expect(output()).not.toContain('tok-123');
  expect(output()).not.toContain('argon2');
  expect(output()).toContain('[redacted]');
});
