import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isRunning, useBatchCodes, type CodeGeneration } from '../api/get-batch-codes';
import { CODE_FILES, codeFileState } from '../code-files';
import { CodeDownloads } from './code-downloads';
import { CodeProgress } from './code-progress';
import { GenerateCodesForm } from './generate-codes-form';

/** After a download starts, its file is marked taken on the server: ask again shortly, twice. */
const DOWNLOAD_RECHECK_MS = [1000, 3000];

function useRecheckSoon(recheck: () => unknown) {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return () => {
    timers.current.push(...DOWNLOAD_RECHECK_MS.map((ms) => setTimeout(recheck, ms)));
  };
}

const count = (n: number) => n.toLocaleString('en-NG');

function LatestRun({ generation }: { generation: CodeGeneration }) {
  const last = generation.firstSerial + generation.requested - 1;
  if (generation.status === 'FAILED') {
    return (
      <p className="rounded-control bg-red-50 p-3 text-sm text-red-800">
        Making the last {count(generation.requested)} codes failed, so there is nothing to download and they do not
        count against the batch. Please generate them again.
      </p>
    );
  }
  if (generation.status !== 'DONE') return null;
  return (
    <p className="text-sm text-gray-900">
      {count(generation.requested)} codes ready (units {count(generation.firstSerial)} to {count(last)}).
    </p>
  );
}

/**
 * A batch's unit codes: how many there are and may be, a request for more, the run's progress
 * (asked again every second while it lasts) and its one-time downloads.
 */
export function UnitCodes({
  batchId,
  batchNumber,
  codesMade,
  codesAvailable,
  onChanged,
}: {
  batchId: string;
  batchNumber: string;
  codesMade: number;
  codesAvailable: number;
  /** The batch's counts changed (a run was queued or finished). */
  onChanged: () => void;
}) {
  const query = useBatchCodes(batchId);
  const generation = query.data?.batch.latestCodeGeneration ?? null;
  const running = isRunning(generation);
  const recheckSoon = useRecheckSoon(() => void query.refetch());
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) onChanged();
    wasRunning.current = running;
  }, [running, onChanged]);

  const now = new Date();
  const filesLeft =
    generation?.status === 'DONE' && CODE_FILES.some((f) => codeFileState(generation, f.format, now) === 'available');
  const titleId = `codes-${batchId}-title`;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <h3 id={titleId} className="font-semibold text-gray-900">
        Unit codes
      </h3>
      <p className="text-sm text-gray-600">
        {count(codesMade)} made · {count(codesAvailable)} more allowed (one per unit of the batch).
      </p>
      {query.isPending ? (
        <Skeleton className="h-16 w-full rounded-control" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-red-700">We could not load this batch&apos;s codes.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div role="status" className="flex flex-col gap-3">
            {generation && <LatestRun generation={generation} />}
          </div>
          {running && generation && <CodeProgress generation={generation} />}
          {generation?.status === 'DONE' && (
            <CodeDownloads batchId={batchId} generation={generation} now={now} onDownload={recheckSoon} />
          )}
          {!running &&
            (codesAvailable > 0 ? (
              <>
                {filesLeft && (
                  <p className="text-sm text-amber-800">
                    Only the latest codes can be downloaded: download these before you generate more.
                  </p>
                )}
                <GenerateCodesForm
                  batchId={batchId}
                  batchNumber={batchNumber}
                  available={codesAvailable}
                  onQueued={onChanged}
                />
              </>
            ) : (
              <p className="text-sm text-gray-600">Every unit of this batch has a code.</p>
            ))}
        </>
      )}
    </section>
  );
}
