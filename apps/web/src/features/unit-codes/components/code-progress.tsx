import type { CodeGeneration } from '../api/get-batch-codes';

/** The run's progress: a bar with its values for screen readers, and the count in words. */
export function CodeProgress({ generation }: { generation: Pick<CodeGeneration, 'requested' | 'done' | 'status'> }) {
  const { requested, done } = generation;
  const percent = requested > 0 ? Math.floor((done / requested) * 100) : 0;
  const text = `${done.toLocaleString('en-NG')} of ${requested.toLocaleString('en-NG')} codes made`;
  const label = generation.status === 'QUEUED' ? 'Waiting to start making codes' : 'Making codes';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-gray-900">{label}…</span>
        <span className="text-gray-600">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={requested}
        aria-valuenow={done}
        aria-valuetext={`${text} (${percent}%)`}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-gray-600">You can leave this page: the codes keep being made.</p>
    </div>
  );
}
