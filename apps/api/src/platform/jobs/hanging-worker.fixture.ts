// A separate process for pg-boss-queue.test.ts: queues one durable probe job, takes it, records
// its start, says so on stdout and hangs there until the test kills it.
import pg from 'pg';
import { createProbeTables, DURABLE_PROBE_JOB, durableProbe } from './durable-probe';
import { PgBossJobQueue } from './pg-boss-queue';

const [databaseUrl, jobKey] = process.argv.slice(2);
if (!databaseUrl || !jobKey) throw new Error('usage: hanging-worker.fixture.ts <database url> <job key>');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
await createProbeTables(pool);
const queue = new PgBossJobQueue({ pool, expireInSeconds: 2, pollingIntervalSeconds: 0.5 });
queue.work(
  DURABLE_PROBE_JOB,
  durableProbe(pool, { hang: true, onStarted: (key) => process.stdout.write(`started ${key}\n`) }),
  { retryLimit: 2, retryDelaySeconds: 1 },
);
await queue.start();
await queue.send(DURABLE_PROBE_JOB, { key: jobKey });
