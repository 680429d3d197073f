import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/postgres-database';
import { createProbeTables, DURABLE_PROBE_JOB, durableProbe } from './durable-probe';
import type { JobQueue } from './job-queue';
import { PgBossJobQueue, type PgBossQueueOptions } from './pg-boss-queue';

const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('the job queue on PostgreSQL (pg-boss)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const pools: pg.Pool[] = [];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop(1_000)));
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  /** One app instance's queue: its own connections to the shared database, quick polling for tests. */
  function instance(options: Partial<PgBossQueueOptions> = {}) {
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    pools.push(pool);
    const queue = new PgBossJobQueue({ pool, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, ...options });
    queues.push(queue);
    return { queue, pool };
  }

  it('fires a periodic job once per interval, however many instances schedule it', async () => {
    const runs: string[] = [];
    const instances = [instance(), instance(), instance()];
    for (const [i, { queue }] of instances.entries()) {
      queue.work('probe.tick', async () => void runs.push(`instance ${i}`));
      await queue.every('probe.tick', 1);
    }
    const started = Date.now();
    await Promise.all(instances.map(({ queue }) => queue.start()));
    await expect.poll(() => runs.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(3);
    // A second job for a slot would be taken within a polling interval.
    await sleep(700);
    const seconds = (Date.now() - started) / 1000;
    // Each instance sent it every second: three a second without the throttle, one with it.
    expect(runs.length).toBeLessThanOrEqual(Math.floor(seconds) + 1);
  });

  it('retries a failing job with a growing wait, then it succeeds', async () => {
    const { queue } = instance();
    const attempts: { attempt: number; at: number }[] = [];
    const failures: { name: string; attempt: number }[] = [];
    queue.onFailure((_error, job) => failures.push(job));
    queue.work(
      'probe.flaky',
      async (_payload, job) => {
        attempts.push({ attempt: job.attempt, at: Date.now() });
        if (job.attempt < 2) throw new Error(`not yet (attempt ${job.attempt})`);
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    await queue.start();
    await queue.send('probe.flaky', {});

    await expect.poll(() => failures.length, { timeout: 5_000, interval: 20 }).toBe(1);
    // Waiting for its retry (a second at least), it counts as waiting.
    await expect.poll(async () => (await queue.waitingJobs())['probe.flaky'], { timeout: 900, interval: 20 }).toBe(1);
    await expect.poll(() => attempts.length, { timeout: 15_000, interval: 50 }).toBe(3);
    expect(attempts.map((a) => a.attempt)).toEqual([0, 1, 2]);
    expect(failures).toEqual([
      { name: 'probe.flaky', attempt: 0 },
      { name: 'probe.flaky', attempt: 1 },
    ]);
    // Back-off: about 1 s (1-2 s with jitter) before the second try, 2-4 s before the third.
    const [first, second, third] = attempts as [(typeof attempts)[0], (typeof attempts)[0], (typeof attempts)[0]];
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
    expect(third.at - second.at).toBeGreaterThanOrEqual(1_950);
    await expect.poll(async () => (await queue.waitingJobs())['probe.flaky'], { timeout: 2_000 }).toBe(0);
  }, 30_000);

  it('stops only after the jobs it is running have finished, and records them done', async () => {
    const { queue, pool } = instance();
    const events: string[] = [];
    queue.work('probe.slow', async () => {
      events.push('started');
      await sleep(800);
      events.push('finished');
    });
    await queue.start();
    await queue.send('probe.slow', {});
    await expect.poll(() => events, { timeout: 5_000, interval: 20 }).toEqual(['started']);

    await queue.stop(5_000);
    expect(events).toEqual(['started', 'finished']);
    const states = await pool.query<{ state: string }>(`select state from pgboss.job where name = 'probe.slow'`);
    expect(states.rows).toEqual([{ state: 'completed' }]);
  });

  it('runs a job again when the process running it was killed half-way, and its effect happens once', async () => {
    const setup = instance();
    await createProbeTables(setup.pool);
    const key = `order-${Date.now()}`;

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./hanging-worker.fixture.ts', import.meta.url)), database.url, key],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 20_000, interval: 50 }).toContain(`started ${key}`);
    child.kill('SIGKILL');
    await once(child, 'exit');

    const starts = () =>
      setup.pool
        .query<{
          attempt: number;
          pid: number;
        }>('select attempt, pid from probe_job_starts where job_key = $1 order by id', [key])
        .then((r) => r.rows);
    expect(await starts()).toEqual([{ attempt: 0, pid: child.pid }]);

    // Another instance finds the job lost (it ran past its 2 s), takes it again and finishes it.
    const rescuer = instance();
    const finished: string[] = [];
    const handler = durableProbe(rescuer.pool, { hang: false });
    rescuer.queue.work<{ key: string }>(
      DURABLE_PROBE_JOB,
      async (payload, job) => {
        await handler(payload, job);
        finished.push(payload.key);
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    await rescuer.queue.start();
    await expect.poll(() => finished, { timeout: 20_000, interval: 50 }).toEqual([key]);

    expect(await starts()).toEqual([
      { attempt: 0, pid: child.pid },
      { attempt: 1, pid: process.pid },
    ]);
    const effects = await setup.pool.query('select job_key, pid from probe_job_effects where job_key = $1', [key]);
    expect(effects.rows).toEqual([{ job_key: key, pid: process.pid }]);
    await expect.poll(async () => (await rescuer.queue.waitingJobs())[DURABLE_PROBE_JOB], { timeout: 2_000 }).toBe(0);
  }, 60_000);
});
