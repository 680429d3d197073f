import type pg from 'pg';

/**
 * A job handler for the queue's tests whose effect is durable and idempotent, as the app's own
 * handlers are: it records each start, then its effect once per key (a second run finds it done).
 * `hang` stops it half-way, after the start and before the effect, for a process to be killed in.
 */
export const DURABLE_PROBE_JOB = 'probe.durable';

export async function createProbeTables(pool: pg.Pool): Promise<void> {
  await pool.query(`create table if not exists probe_job_starts (
    id serial primary key, job_key text not null, attempt int not null, pid int not null)`);
  await pool.query('create table if not exists probe_job_effects (job_key text primary key, pid int not null)');
}

export function durableProbe(pool: pg.Pool, options: { hang: boolean; onStarted?: (key: string) => void }) {
  return async ({ key }: { key: string }, job: { attempt: number }) => {
    await pool.query('insert into probe_job_starts (job_key, attempt, pid) values ($1, $2, $3)', [
      key,
      job.attempt,
      process.pid,
    ]);
    options.onStarted?.(key);
    if (options.hang) await new Promise(() => undefined);
    await pool.query('insert into probe_job_effects (job_key, pid) values ($1, $2) on conflict do nothing', [
      key,
      process.pid,
    ]);
  };
}
