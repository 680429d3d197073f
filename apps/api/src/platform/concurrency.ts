/** Refused at once because too many tasks are already waiting their turn. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many tasks are waiting.');
    this.name = 'QueueFullError';
  }
}

export interface ConcurrencyLimit {
  /** Runs `task` once fewer than the limit are running; throws QueueFullError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Takes a slot now if one is free, for work that ends later than a promise can say (a stream):
   * its release (calling it again does nothing), or null when every slot is taken. Never waits.
   */
  tryAcquire(): (() => void) | null;
  readonly running: number;
  readonly waiting: number;
}

/** A counting semaphore: at most `maxRunning` tasks at once, the others wait in arrival order. */
export function limitConcurrency(maxRunning: number, { maxWaiting = Infinity } = {}): ConcurrencyLimit {
  if (!Number.isInteger(maxRunning) || maxRunning < 1) throw new RangeError('maxRunning must be a positive integer');
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next)
      next(); // the slot passes straight to the next task
    else running--;
  };
  const acquire = (): Promise<void> => {
    if (running < maxRunning) {
      running++;
      return Promise.resolve();
    }
    if (queue.length >= maxWaiting) return Promise.reject(new QueueFullError());
    return new Promise((resolve) => queue.push(resolve));
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    tryAcquire() {
      if (running >= maxRunning) return null;
      running++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
