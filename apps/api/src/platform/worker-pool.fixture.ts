/** A worker for worker-pool.test.ts that misbehaves on request. */
export type FixtureTask =
  | { kind: 'echo'; value: string }
  | { kind: 'busy'; ms: number }
  | { kind: 'loop-forever' }
  | { kind: 'fill-heap' }
  | { kind: 'crash-after-answering' }
  | { kind: 'fill-heap-after-answering' };

const fillHeap = () => {
  const hoard: string[] = [];
  for (;;) hoard.push(`${Math.random()}`.repeat(100));
};

export default function fixtureTask(task: FixtureTask): string {
  switch (task.kind) {
    case 'echo':
      return task.value;
    case 'busy': {
      const until = Date.now() + task.ms;
      while (Date.now() < until); // hold the thread, as a long parse would
      return 'done';
    }
    case 'loop-forever':
      for (;;);
    case 'fill-heap':
      return fillHeap();
    case 'crash-after-answering':
      setTimeout(() => {
        throw new Error('failed with no task running');
      }, 20);
      return 'answered';
    case 'fill-heap-after-answering':
      setTimeout(fillHeap, 20);
      return 'answered';
  }
}
