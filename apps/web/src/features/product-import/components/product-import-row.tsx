import { formatNaira } from '@kasuwa/domain';
import { CheckCircle2, ImagePlus, Trash2, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ImageUpload } from '../../../components/ui/image-upload';
import type { ProductPreviewRow } from '../api/preview-product-import';
import { COLUMN_LABELS } from '../import-rows';

const STATUS = {
  ready: { label: 'Ready', icon: CheckCircle2, classes: 'text-brand-700' },
  'needs-photo': { label: 'Needs a photo', icon: ImagePlus, classes: 'text-amber-800' },
  error: { label: 'Needs a fix', icon: XCircle, classes: 'text-red-700' },
} as const;

const BORDERS = {
  ready: 'border-gray-200',
  'needs-photo': 'border-amber-300 border-l-4 border-l-amber-500',
  error: 'border-red-300 border-l-4 border-l-red-600',
} as const;

/**
 * One previewed spreadsheet row: what will be created; a photo to add where only the photo is
 * missing; the errors by column where the file must be corrected.
 */
export function ProductImportRow({
  row,
  takesPhoto,
  onPhoto,
  onDrop,
}: {
  row: ProductPreviewRow;
  /** The file had no usable photo for this row: the preview takes one. */
  takesPhoto: boolean;
  onPhoto: (imageUrl: string | null) => void;
  onDrop: () => void;
}) {
  const title = `Row ${row.row}`;
  const status = STATUS[row.status];
  const name = row.values?.name ?? row.name;
  return (
    <li aria-label={title} className={`flex flex-col gap-3 rounded-card border bg-white p-4 ${BORDERS[row.status]}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-sm font-semibold text-gray-600">{title}</span>
          <span className="font-medium break-words text-gray-900">{name || 'No name'}</span>
          {row.values && (
            <span className="tabular text-sm text-gray-600">
              {formatNaira(row.values.retailPrice)} · {row.values.quantity.toLocaleString('en-NG')} in stock · batch{' '}
              {row.values.batchNumber}
            </span>
          )}
        </div>
        <div className="flex items-center gap-1">
          <span className={`inline-flex items-center gap-1 text-sm font-semibold ${status.classes}`}>
            <status.icon className="size-4" aria-hidden="true" />
            {status.label}
          </span>
          <Button variant="ghost" onClick={onDrop} aria-label={`Remove row ${row.row}`}>
            <Trash2 className="size-5 text-red-600" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {row.status === 'error' && (
        <ul aria-label={`Problems in row ${row.row}`} className="flex flex-col gap-1 text-sm text-red-700">
          {row.errors.map((error, index) => (
            <li key={index}>
              <span className="font-semibold">{COLUMN_LABELS[error.field] ?? error.field}:</span> {error.message}
            </li>
          ))}
        </ul>
      )}
      {row.status !== 'error' && takesPhoto && (
        <div className="max-w-xs">
          {row.status === 'needs-photo' && row.errors[0] && (
            <p className="mb-2 text-sm text-amber-800">{row.errors[0].message}</p>
          )}
          <ImageUpload label={`Photo for row ${row.row}`} value={row.values?.imageUrl ?? null} onChange={onPhoto} />
        </div>
      )}
    </li>
  );
}
