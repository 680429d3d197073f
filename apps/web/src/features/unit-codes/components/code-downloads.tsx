import { Check, Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import type { CodeGeneration } from '../api/get-batch-codes';
import { CODE_FILES, codeFileState, codeFileUrl, formatWhen } from '../code-files';

/**
 * The latest run's two files, each downloadable once until its deadline: Kasuwa keeps only a
 * fingerprint of each code, so a file lost cannot be made again.
 */
export function CodeDownloads({
  batchId,
  generation,
  now,
  canGenerateMore,
  onDownload,
}: {
  batchId: string;
  generation: CodeGeneration;
  now: Date;
  /** Whether new codes could replace a lost file (not once every unit has one, nor after a recall). */
  canGenerateMore: boolean;
  onDownload: () => void;
}) {
  const states = CODE_FILES.map((file) => ({ ...file, state: codeFileState(generation, file.format, now) }));
  const anyLeft = states.some((file) => file.state === 'available');
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {states.map(({ format, label, doneLabel, state }) => (
          <li key={format}>
            {state === 'available' ? (
              <a
                href={codeFileUrl(batchId, format)}
                download
                onClick={onDownload}
                className={buttonClasses(format === 'csv' ? 'primary' : 'secondary', 'w-full sm:w-auto')}
              >
                <Download aria-hidden="true" className="size-5" />
                {label}
              </a>
            ) : (
              <p className="flex min-h-11 items-center gap-2 rounded-control bg-gray-100 px-4 text-sm font-medium text-gray-700">
                {state === 'downloaded' ? (
                  <>
                    <Check aria-hidden="true" className="size-5 text-green-700" />
                    {doneLabel}
                  </>
                ) : (
                  `${format.toUpperCase()} no longer available`
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-600">
        {anyLeft ? (
          <>
            The CSV is for label printers. Each file can be downloaded{' '}
            <strong className="font-semibold text-gray-900">once</strong>, until {formatWhen(generation.downloadUntil)}.
            Kasuwa keeps no readable copy of the codes (only a fingerprint of each, to check them), so keep the files
            safe{canGenerateMore ? ': if one is lost, generate new codes.' : '.'}
          </>
        ) : (
          <>
            Kasuwa keeps no readable copy of these codes, so they cannot be downloaded again.
            {canGenerateMore && ' If a file was lost, generate new codes.'}
          </>
        )}
      </p>
    </div>
  );
}
