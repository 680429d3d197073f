import { describe, expect, it } from 'vitest';
import { limitConcurrency, QueueFullError } from './concurrency';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('limitConcurrency', () => {
  it('runs at most the limit at once and the others in arrival order', async () => {
    const limit = limitConcurrency(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let peak = 0;
    const results = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        peak = Math.max(peak, limit.running);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.waiting).toBe(2);

    gates[1]!.open();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);

    gates.forEach((g) => g.open());
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(limit.running).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const limit = limitConcurrency(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('refuses at once when the queue is full', async () => {
    const limit = limitConcurrency(1, { maxWaiting: 1 });
    const g = gate();
    const first = limit.run(() => g.opened);
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    g.open();
    await first;
    expect(await second).toBe('second');
  });

  it('takes a slot at once or not at all, and its release frees it once', async () => {
    const limit = limitConcurrency(2);
    const first = limit.tryAcquire();
    const second = limit.tryAcquire();
    expect(first && second).toBeTruthy();
    expect(limit.tryAcquire()).toBeNull();
    const waiting = limit.run(async () => 'waited');
    expect(limit.waiting).toBe(1);
    first!();
    first!();
    expect(await waiting).toBe('waited');
    expect(limit.running).toBe(1);
    second!();
    expect(limit.running).toBe(0);
  });
});
