import { MAP_DEFAULT_CENTER, SPREADSHEET_MAX_BYTES, type LatLng } from '@kasuwa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState, type ComponentType } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { addRetailers } from '../api/add-retailers';
import { RETAILERS_QUERY_NAME } from '../api/get-retailers';
import { previewRetailerImport } from '../api/preview-import';
import { inBatches, localRowErrors, toRetailerCsv, type ImportRow, type RetailerCells } from '../import-rows';
import { ImportRowCard } from './import-row-card';
import { PinDialog } from './pin-dialog';
import { RETAILERS_ADDED, RETAILERS_CREATE_FAILED, type AddressInputProps } from './retailer-rows-form';

const ACCEPT =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';
export const FILE_TOO_LARGE = 'This file is larger than 5 MB. Split it into smaller files and try again.';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Spreadsheet import: the server checks the file and answers a preview; the user fixes or drops
 * bad rows, then imports the ready ones in batches. Nothing is written before "Import".
 */
export function SpreadsheetImport({
  manufacturerId,
  AddressInput,
  onImported,
}: {
  manufacturerId: string;
  AddressInput: ComponentType<AddressInputProps>;
  onImported: () => void;
}) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checkingFile, setCheckingFile] = useState(false);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  /** The row being placed on the map. */
  const [placing, setPlacing] = useState<ImportRow | null>(null);

  const updateRow = (number: number, change: Partial<ImportRow>) =>
    setRows((current) => current?.map((row) => (row.row === number ? { ...row, ...change } : row)) ?? null);

  const checkFile = async (file: File) => {
    setFileName(file.name);
    setFileError(null);
    setImportError(null);
    setRows(null);
    if (file.size > SPREADSHEET_MAX_BYTES) {
      setFileError(FILE_TOO_LARGE);
      return;
    }
    setCheckingFile(true);
    try {
      const preview = await previewRetailerImport(file, file.name, manufacturerId);
      setRows(
        preview.rows.map(({ row, name, fullAddress, contact, status, errors, location }) => ({
          row,
          name,
          fullAddress,
          contact,
          status,
          errors,
          precision: location?.precision ?? null,
          pin: null,
        })),
      );
    } catch (failure) {
      setFileError(messageOf(failure));
    } finally {
      setCheckingFile(false);
    }
  };

  const recheck = async (row: ImportRow) => {
    const localErrors = localRowErrors(row, rows ?? []);
    if (localErrors.length) return updateRow(row.row, { status: 'error', errors: localErrors });
    updateRow(row.row, { status: 'checking', errors: [], pin: null });
    try {
      const csv = new Blob([toRetailerCsv([row])], { type: 'text/csv' });
      const [checked] = (await previewRetailerImport(csv, 'row.csv', manufacturerId)).rows;
      updateRow(row.row, {
        status: checked?.status ?? 'error',
        errors: checked?.errors ?? [],
        precision: checked?.location?.precision ?? null,
      });
    } catch (failure) {
      updateRow(row.row, { status: 'error', errors: [{ field: 'row', message: messageOf(failure) }] });
    }
  };

  const ready = rows?.filter((row) => row.status === 'ready') ?? [];
  const needPin = rows?.filter((row) => row.status === 'needs_pin') ?? [];
  const waiting = rows?.filter((row) => row.status !== 'ready' && row.status !== 'needs_pin') ?? [];

  const place = (row: ImportRow, pin: LatLng) => {
    updateRow(row.row, { pin, status: 'ready', errors: [], precision: 'PINNED' });
    setPlacing(null);
  };

  const importReady = async () => {
    setImportError(null);
    const batches = inBatches(ready);
    setProgress({ done: 0, total: ready.length });
    let done = 0;
    try {
      for (const batch of batches) {
        await addRetailers(manufacturerId, batch);
        done += batch.length;
        setProgress({ done, total: ready.length });
      }
      notify.success(RETAILERS_ADDED);
      onImported();
    } catch (failure) {
      notify.error(RETAILERS_CREATE_FAILED);
      const saved = new Set(ready.slice(0, done).map((row) => row.row));
      // Rows already written leave the preview, so trying again does not add them twice.
      setRows((current) => current?.filter((row) => !saved.has(row.row)) ?? null);
      setImportError(`${done ? `${done} retailers were added. ` : ''}The rest were not: ${messageOf(failure)}`);
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: [RETAILERS_QUERY_NAME] });
    }
  };

  const busy = checkingFile || progress !== null;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby={`${inputId}-title`}
        className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card md:p-6"
      >
        <h2 id={`${inputId}-title`} className="text-lg font-semibold text-gray-900">
          1. Choose a spreadsheet
        </h2>
        <p className="text-gray-600">
          An .xlsx, .xls or .csv file up to 5 MB, with the columns Name, Address and Contact in the first row.
        </p>
        <label
          htmlFor={inputId}
          className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed border-gray-300 p-4 text-center text-sm text-gray-600 hover:border-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
        >
          <FileSpreadsheet className="size-8 text-gray-400" aria-hidden="true" />
          <span>
            <span className="font-semibold text-brand-700">Choose a file</span>
            {fileName ? ` (${fileName})` : ''}
          </span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={busy}
            aria-describedby={`${inputId}-error`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void checkFile(file);
            }}
          />
        </label>
        {checkingFile && (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner size="sm" label="" />
            Checking your spreadsheet...
          </p>
        )}
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600 empty:hidden">
          {fileError}
        </p>
      </section>

      {rows && (
        <section aria-labelledby={`${inputId}-preview`} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={`${inputId}-preview`} className="text-lg font-semibold text-gray-900">
              2. Check the rows
            </h2>
            <p className="text-gray-600" role="status">
              {ready.length} ready,{' '}
              {needPin.length > 0 && `${needPin.length} ${needPin.length === 1 ? 'needs' : 'need'} a pin, `}
              {waiting.length} {waiting.length === 1 ? 'needs' : 'need'} a fix. Rows that need a fix are not imported:
              correct them and check again, or remove them.
              {needPin.length > 0 &&
                ' A row whose address names no place we know needs a pin: place it on the map, or correct the address.'}
            </p>
          </div>
          {rows.length === 0 ? (
            <p className="text-gray-600">This spreadsheet has no retailer rows.</p>
          ) : (
            <ol aria-label="Spreadsheet rows" className="flex flex-col gap-2">
              {rows.map((row) => (
                <ImportRowCard
                  key={row.row}
                  row={row}
                  AddressInput={AddressInput}
                  onEdit={(cells: Partial<RetailerCells>) => updateRow(row.row, cells)}
                  onRecheck={() => void recheck(row)}
                  onDrop={() => setRows((current) => current?.filter((other) => other.row !== row.row) ?? null)}
                  onPlace={() => setPlacing(row)}
                />
              ))}
            </ol>
          )}
          {progress && (
            <div className="flex flex-col gap-1">
              <progress
                value={progress.done}
                max={progress.total}
                aria-label="Importing retailers"
                className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700"
              />
              <p className="text-sm text-gray-600 tabular">
                {progress.done} of {progress.total} imported
              </p>
            </div>
          )}
          {importError && (
            <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {importError}
            </p>
          )}
          {placing && (
            <PinDialog
              key={placing.row}
              open
              title={`Place row ${placing.row} on the map`}
              address={`${placing.name}: ${placing.fullAddress}`}
              start={placing.pin ?? MAP_DEFAULT_CENTER}
              saveLabel="Use this pin"
              onClose={() => setPlacing(null)}
              onSave={(pin) => place(placing, pin)}
            />
          )}
          <Button
            onClick={() => void importReady()}
            disabled={ready.length === 0 || rows.some((row) => row.status === 'checking')}
            loading={progress !== null}
            loadingLabel="Importing..."
            className="md:self-end"
          >
            <Upload className="size-5" aria-hidden="true" />
            Import {ready.length} {ready.length === 1 ? 'retailer' : 'retailers'}
          </Button>
        </section>
      )}
    </div>
  );
}
