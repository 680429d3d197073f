// What a server's PostgreSQL connections are doing during a measurement, and the CPU time their
// backend processes use (both read on this machine: pg_stat_activity and /proc).
import { pgModule } from './postgres.mjs';
import { round } from './report.mjs';
import { cpuMs, sleep, startTicks, statFields } from './server.mjs';

export const ACTIVITY_SAMPLE_MS = 50;

/**
 * Samples every ACTIVITY_SAMPLE_MS what the server's PostgreSQL connections are doing: running a
 * statement, waiting for a row lock, waiting in a transaction for the server's next statement, or
 * idle between transactions. `backendCpuMs()`: the CPU time the backend processes of those
 * connections used since the monitor started (the pool opens and closes connections as it goes:
 * a backend first seen later counts whole, one that ended counts until its last sample).
 */
export async function startActivityMonitor(databaseUrl) {
  const client = new (pgModule().Client)({ connectionString: databaseUrl });
  await client.connect();
  const cpuAtStart = new Map();
  const cpuLastSeen = new Map();
  const counts = { running: 0, 'waiting for a lock': 0, 'in a transaction, waiting for the server': 0, idle: 0 };
  let samples = 0;
  const sample = async () => {
    const { rows } = await client.query(
      `select pid, state, wait_event_type from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    for (const row of rows) {
      // A backend is its pid and its start: the pid of one that ended may be given to a new one.
      const fields = statFields(row.pid);
      const backend = `${row.pid}@${startTicks(row.pid, fields)}`;
      const used = cpuMs(row.pid, fields);
      if (used !== undefined) cpuLastSeen.set(backend, used);
      counts[stateOf(row)] += 1;
    }
    samples += 1;
  };
  await sample();
  for (const [backend, used] of cpuLastSeen) cpuAtStart.set(backend, used);
  let stopped = false;
  let failure;
  const sampling = (async () => {
    while (!stopped) {
      await sleep(ACTIVITY_SAMPLE_MS);
      await sample();
    }
  })().catch((error) => {
    failure = error;
  });
  return {
    backendCpuMs: () =>
      [...cpuLastSeen].reduce((sum, [backend, used]) => sum + used - (cpuAtStart.get(backend) ?? 0), 0),
    /** The average number of connections in each state. */
    activity: () =>
      Object.fromEntries(Object.entries(counts).map(([state, n]) => [state, round(n / Math.max(1, samples), 1)])),
    async stop() {
      stopped = true;
      await sampling;
      await client.end();
      if (failure) throw failure;
    },
  };
}

function stateOf({ state, wait_event_type: wait }) {
  if (state === 'active') return wait === 'Lock' ? 'waiting for a lock' : 'running';
  if (state === 'idle in transaction') return 'in a transaction, waiting for the server';
  return 'idle';
}

/** A monitor's `activity()` for the notes. */
export function describeActivity(activity) {
  const states = Object.entries(activity)
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
  return `PostgreSQL's connections (pg_stat_activity every ${ACTIVITY_SAMPLE_MS} ms), on average: ${states}.`;
}
