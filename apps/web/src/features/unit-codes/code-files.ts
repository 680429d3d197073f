/** What the unit codes' one-time downloads are: where each is, and whether it can still be taken. */

export type CodeFileFormat = 'csv' | 'pdf';

export const CODE_FILES: readonly { format: CodeFileFormat; label: string; doneLabel: string }[] = [
  { format: 'csv', label: 'Download CSV', doneLabel: 'CSV downloaded' },
  { format: 'pdf', label: 'Download PDF labels', doneLabel: 'PDF labels downloaded' },
];

/** The API's one-time download of the batch's latest codes (the session cookie goes along). */
export const codeFileUrl = (batchId: string, format: CodeFileFormat) =>
  `/batches/${encodeURIComponent(batchId)}/codes.${format}`;

export type CodeFileState = 'available' | 'downloaded' | 'closed';

/** A file once taken is gone; one never taken is gone too once its window has passed. */
export function codeFileState(
  generation: { csvDownloaded: boolean; pdfDownloaded: boolean; downloadUntil: string },
  format: CodeFileFormat,
  now: Date,
): CodeFileState {
  if (format === 'csv' ? generation.csvDownloaded : generation.pdfDownloaded) return 'downloaded';
  return new Date(generation.downloadUntil).getTime() > now.getTime() ? 'available' : 'closed';
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** "17 Mar 2026, 14:05" in Lagos time. */
export const formatWhen = (iso: string) => WHEN.format(new Date(iso));
