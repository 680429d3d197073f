import { newCodeRunRefusal, type LatestCodeRun } from '@kasuwa/domain';
import { isRunning, type CodeGeneration } from './api/get-batch-codes';
import { CODE_FILES, codeFileState } from './code-files';

const count = (n: number) => n.toLocaleString('en-NG');

type Run = Pick<
  CodeGeneration,
  'status' | 'requested' | 'done' | 'firstSerial' | 'csvDownloaded' | 'pdfDownloaded' | 'downloadUntil'
>;

/** The run as the domain's rule reads it (only whether a file was taken matters, not when). */
export function toLatestCodeRun(run: Run): LatestCodeRun {
  const taken = (downloaded: boolean) => (downloaded ? new Date(run.downloadUntil) : null);
  return {
    status: run.status.toLowerCase() as LatestCodeRun['status'],
    csvDownloadedAt: taken(run.csvDownloaded),
    pdfDownloadedAt: taken(run.pdfDownloaded),
    downloadUntil: new Date(run.downloadUntil),
  };
}

/** Why no new run can be asked for now (the API refuses with the same rule), or null. */
export const newRunRefusal = (run: Run | null, now: Date) => newCodeRunRefusal(run ? toLatestCodeRun(run) : null, now);

/**
 * The batch's codes in one line. While a run lasts the batch's own counts lag behind (they are
 * read again when it ends), so the codes made so far come from the run.
 */
export function codesLine(
  batch: { codesMade: number; codesRequested: number; codesAvailable: number },
  run: Run | null,
): string {
  const perUnit = '(one per unit of the batch)';
  if (!run || !isRunning(run)) {
    return `${count(batch.codesMade)} made · ${count(batch.codesAvailable)} more allowed ${perUnit}.`;
  }
  // Just after a run is queued the batch may not count it yet.
  const requested = Math.max(batch.codesRequested, batch.codesMade + run.requested);
  const available = Math.max(0, batch.codesAvailable - (requested - batch.codesRequested));
  const made = requested - run.requested + run.done;
  return `${count(made)} of ${count(requested)} made so far · ${count(available)} more allowed ${perUnit}.`;
}

/** What became of the latest run, in words, or null while it is being made. */
export function latestRunText(run: Run, now: Date): string | null {
  if (run.status === 'FAILED') {
    return `Making the last ${count(run.requested)} codes failed, so there is nothing to download and they do not count against the batch. Please generate them again.`;
  }
  if (run.status !== 'DONE') return null;
  const units = `(units ${count(run.firstSerial)} to ${count(run.firstSerial + run.requested - 1)})`;
  const filesLeft = CODE_FILES.some((file) => codeFileState(run, file.format, now) === 'available');
  return filesLeft
    ? `${count(run.requested)} codes ready ${units}.`
    : `Latest run: ${count(run.requested)} codes made ${units}.`;
}
