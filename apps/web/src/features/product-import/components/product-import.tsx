import { SPREADSHEET_MAX_BYTES } from '@kasuwa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { importProducts } from '../api/import-products';
import { previewProductImport, type ProductPreviewRow } from '../api/preview-product-import';
import { inBatches, readyValues, withPhoto } from '../import-rows';
import { ProductImportRow } from './product-import-row';

const ACCEPT =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';
export const FILE_TOO_LARGE = 'This file is larger than 5 MB. Split it into smaller files and try again.';
export const PRODUCTS_IMPORT_FAILED = 'The products were not imported.';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;

/**
 * Products from a spreadsheet: the server checks the file and answers a preview (nothing written);
 * rows that lack only a photo take one here; the ready rows are imported in batches.
 */
export function ProductImport({ manufacturerId, onImported }: { manufacturerId: string; onImported: () => void }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checkingFile, setCheckingFile] = useState(false);
  const [rows, setRows] = useState<ProductPreviewRow[] | null>(null);
  /** Rows the file gave no usable photo: they keep their photo control once given one. */
  const [photoRows, setPhotoRows] = useState<ReadonlySet<number>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

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
      const preview = await previewProductImport(file, file.name, manufacturerId);
      setRows(preview.rows);
      setPhotoRows(new Set(preview.rows.filter((row) => row.status === 'needs-photo').map((row) => row.row)));
    } catch (failure) {
      setFileError(messageOf(failure));
    } finally {
      setCheckingFile(false);
    }
  };

  const all = rows ?? [];
  const ready = readyValues(all);
  const needPhoto = all.filter((row) => row.status === 'needs-photo').length;
  const broken = all.filter((row) => row.status === 'error').length;

  const importReady = async () => {
    setImportError(null);
    const readyRows = all.filter((row) => row.status === 'ready');
    setProgress({ done: 0, total: ready.length });
    let done = 0;
    try {
      for (const batch of inBatches(ready)) {
        await importProducts(manufacturerId, batch);
        done += batch.length;
        setProgress({ done, total: ready.length });
      }
      notify.success(`${plural(done, 'product', 'products')} imported.`);
      onImported();
    } catch (failure) {
      notify.error(PRODUCTS_IMPORT_FAILED);
      const saved = new Set(readyRows.slice(0, done).map((row) => row.row));
      // Rows already created leave the preview, so trying again does not add them twice.
      setRows((current) => current?.filter((row) => !saved.has(row.row)) ?? null);
      setImportError(
        `${done ? `${plural(done, 'product was', 'products were')} imported. ` : ''}The rest were not: ${messageOf(failure)}`,
      );
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries();
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
          An .xlsx, .xls or .csv file up to 5 MB. The first row names the columns: Name, Description, Price, Quantity,
          Batch number, Manufacture date and Expiry date; Category, Barcode and Image URL if you have them. Rows without
          a photo can take one here.
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
              {ready.length.toLocaleString('en-NG')} ready, {needPhoto.toLocaleString('en-NG')}{' '}
              {needPhoto === 1 ? 'needs' : 'need'} a photo, {broken.toLocaleString('en-NG')}{' '}
              {broken === 1 ? 'needs' : 'need'} a fix. Only ready rows are imported: add the missing photos here, and
              correct the other rows in your spreadsheet, then choose it again (rows already imported are then flagged
              as taken).
            </p>
          </div>
          {rows.length === 0 ? (
            <p className="text-gray-600">This spreadsheet has no product rows.</p>
          ) : (
            <ol aria-label="Spreadsheet rows" className="flex flex-col gap-2">
              {rows.map((row) => (
                <ProductImportRow
                  key={row.row}
                  row={row}
                  takesPhoto={photoRows.has(row.row)}
                  onPhoto={(imageUrl) =>
                    setRows((current) => current?.map((r) => (r.row === row.row ? withPhoto(r, imageUrl) : r)) ?? null)
                  }
                  onDrop={() => setRows((current) => current?.filter((other) => other.row !== row.row) ?? null)}
                />
              ))}
            </ol>
          )}
          {progress && (
            <div className="flex flex-col gap-1">
              <progress
                value={progress.done}
                max={progress.total}
                aria-label="Importing products"
                className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700"
              />
              <p className="tabular text-sm text-gray-600">
                {progress.done} of {progress.total} imported
              </p>
            </div>
          )}
          {importError && (
            <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {importError}
            </p>
          )}
          <Button
            onClick={() => void importReady()}
            disabled={ready.length === 0}
            loading={progress !== null}
            loadingLabel="Importing..."
            className="md:self-end"
          >
            <Upload className="size-5" aria-hidden="true" />
            Import {plural(ready.length, 'product', 'products')}
          </Button>
        </section>
      )}
    </div>
  );
}
