import { afterEach, describe, expect, it } from 'vitest';
import { QueueFullError } from './concurrency';
import { workerFile } from './worker-file';
import type { FixtureTask } from './worker-pool.fixture';
import { createWorkerPool, WorkerOverBudgetError, type WorkerBudget, type WorkerPool } from './worker-pool';

const BUDGET: WorkerBudget = { timeoutMs: 5_000, heapMb: 64, threads: 2, maxWaiting: 8 };
const stray: Error[] = [];
let pool: WorkerPool<FixtureTask, string> | undefined;

function startPool(budget: Partial<WorkerBudget> = {}) {
  pool = createWorkerPool<FixtureTask, string>({
    worker: workerFile(import.meta.url, { source: 'worker-pool.fixture.ts', built: 'unused.js' }),
    budget: { ...BUDGET, ...budget },
    onStrayError: (error) => stray.push(error),
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
  stray.length = 0;
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'succeeded',
    (error: unknown) => error,
  );
}

describe('createWorkerPool', () => {
  it('runs tasks in worker threads', async () => {
    const workers = startPool();
    expect(
      await Promise.all([workers.run({ kind: 'echo', value: 'a' }), workers.run({ kind: 'echo', value: 'b' })]),
    ).toEqual(['a', 'b']);
  });

  it('terminates a task over its time budget; the next task runs on a fresh thread', async () => {
    // The budget covers a fresh thread's start too: on a busy 2-core machine that took over a second.
    const workers = startPool({ timeoutMs: 2_000 });
    await workers.run({ kind: 'echo', value: 'warm' });
    const started = performance.now();
    const error = await failureOf(workers.run({ kind: 'loop-forever' }));
    expect(error).toBeInstanceOf(WorkerOverBudgetError);
    expect((error as WorkerOverBudgetError).limit).toBe('time');
    expect(performance.now() - started).toBeLessThan(3_500);
    expect(await workers.run({ kind: 'echo', value: 'after' })).toBe('after');
  });

  it('loses only the thread of a task that fills its heap', async () => {
    const workers = startPool();
    const error = await failureOf(workers.run({ kind: 'fill-heap' }));
    expect(error).toBeInstanceOf(WorkerOverBudgetError);
    expect((error as WorkerOverBudgetError).limit).toBe('memory');
    expect(await workers.run({ kind: 'echo', value: 'after' })).toBe('after');
  });

  it.each(['crash-after-answering', 'fill-heap-after-answering'] as const)(
    'reports a thread that dies with no task (%s) instead of ending the process',
    async (kind) => {
      const workers = startPool({ threads: 1 });
      expect(await workers.run({ kind })).toBe('answered');
      await expect.poll(() => stray.length, { timeout: 5_000 }).toBe(1);
      expect(await workers.run({ kind: 'echo', value: 'still here' })).toBe('still here');
    },
  );

  it('starts a task’s clock when its thread starts, not while it waits', async () => {
    const workers = startPool({ threads: 1, timeoutMs: 1_000 });
    await workers.run({ kind: 'echo', value: 'warm' });
    // Four tasks of 400 ms on one thread end 1.6 s after they were sent; each used 400 ms.
    const results = await Promise.all([1, 2, 3, 4].map(() => workers.run({ kind: 'busy', ms: 400 })));
    expect(results).toEqual(['done', 'done', 'done', 'done']);
  });

  it('refuses a task at once when too many are waiting', async () => {
    const workers = startPool({ threads: 1, maxWaiting: 1 });
    const tasks = [1, 2, 3].map(() => failureOf(workers.run({ kind: 'busy', ms: 200 })));
    const outcomes = await Promise.all(tasks);
    expect(outcomes.slice(0, 2)).toEqual(['succeeded', 'succeeded']);
    expect(outcomes[2]).toBeInstanceOf(QueueFullError);
  });
});
