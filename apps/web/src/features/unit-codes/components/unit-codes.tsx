import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isRunning, useBatchCodes, type CodeGeneration } from '../api/get-batch-codes';
import { codesLine, latestRunText, newRunRefusal } from '../code-run';
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

function LatestRun({ generation, now }: { generation: CodeGeneration; now: Date }) {
  const text = latestRunText(generation, now);
  if (!text) return null;
  return generation.status === 'FAILED' ? (
    <p className="rounded-control bg-red-50 p-3 text-sm text-red-800">{text}</p>
  ) : (
    <p className="text-sm text-gray-900">{text}</p>
  );
}

/** A request for more codes, or why there can be none now. */
function NextRun({
  refusal,
  batchId,
  batchNumber,
  codesAvailable,
  onQueued,
}: {
  refusal: string | null;
  batchId: string;
  batchNumber: string;
  codesAvailable: number;
  onQueued: () => void;
}) {
  if (codesAvailable === 0) return <p className="text-sm text-gray-600">Every unit of this batch has a code.</p>;
  if (refusal) {
    return (
      <p className="text-sm text-amber-800">
        Download these codes (the CSV or the PDF) before you generate more: only the latest codes can be downloaded.
      </p>
    );
  }
  return (
    <GenerateCodesForm batchId={batchId} batchNumber={batchNumber} available={codesAvailable} onQueued={onQueued} />
  );
}

/**
 * A batch's unit codes: how many there are and may be, a request for more (none for a recalled
 * batch), the run's progress (asked again every second while it lasts) and its one-time downloads.
 */
export function UnitCodes({
  batchId,
  batchNumber,
  codesMade,
  codesRequested,
  codesAvailable,
  recalled,
  onChanged,
}: {
  batchId: string;
  batchNumber: string;
  codesMade: number;
  codesRequested: number;
  codesAvailable: number;
  /** A recalled batch gets no new codes (the card says why). */
  recalled: boolean;
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
  const refusal = newRunRefusal(generation, now);
  const titleId = `codes-${batchId}-title`;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <h3 id={titleId} className="font-semibold text-gray-900">
        Unit codes
      </h3>
      <p className="text-sm text-gray-600">{codesLine({ codesMade, codesRequested, codesAvailable }, generation)}</p>
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
            {generation && <LatestRun generation={generation} now={now} />}
          </div>
          {running && generation && <CodeProgress generation={generation} />}
          {generation?.status === 'DONE' && (
            <CodeDownloads
              batchId={batchId}
              generation={generation}
              now={now}
              canGenerateMore={!recalled && codesAvailable > 0}
              onDownload={recheckSoon}
            />
          )}
          {!running && !recalled && (
            <NextRun
              refusal={refusal}
              batchId={batchId}
              batchNumber={batchNumber}
              codesAvailable={codesAvailable}
              onQueued={onChanged}
            />
          )}
        </>
      )}
    </section>
  );
}
