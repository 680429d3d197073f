import { CheckCircle2, MapPinned, RefreshCw, Trash2, XCircle } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { ImportRow, RetailerCells } from '../import-rows';
import { PrecisionBadge } from './precision-badge';
import type { AddressInputProps } from './retailer-rows-form';

const fieldError = (row: ImportRow, field: keyof RetailerCells) =>
  row.errors
    .filter((error) => error.field === field)
    .map((error) => error.message)
    .join(' ') || undefined;

/**
 * One previewed spreadsheet row: read-only when ready (with how exactly it is placed), editable
 * with its errors when not; a row whose address names no known place asks to be placed on a map.
 */
export function ImportRowCard({
  row,
  AddressInput,
  onEdit,
  onRecheck,
  onDrop,
  onPlace,
}: {
  row: ImportRow;
  AddressInput: ComponentType<AddressInputProps>;
  onEdit: (cells: Partial<RetailerCells>) => void;
  onRecheck: () => void;
  onDrop: () => void;
  /** Opens the map for this row's pin. */
  onPlace: () => void;
}) {
  const title = `Row ${row.row}`;
  const id = (name: string) => `import-row-${row.row}-${name}`;
  const otherErrors = row.errors.filter((error) => !['name', 'fullAddress', 'contact'].includes(error.field));
  const dropButton = (
    <Button variant="ghost" onClick={onDrop} aria-label={`Remove row ${row.row}`}>
      <Trash2 className="size-5 text-red-600" aria-hidden="true" />
      <span className="md:sr-only">Remove row</span>
    </Button>
  );

  if (row.status === 'ready') {
    return (
      <li
        aria-label={title}
        className="grid gap-1 rounded-card border border-gray-200 bg-white p-4 md:grid-cols-[5rem_1fr_1.5fr_1fr_7rem_auto] md:items-center md:gap-4 md:py-2"
      >
        <span className="text-sm font-semibold text-gray-600">{title}</span>
        <span className="font-medium text-gray-900">{row.name}</span>
        <span className="text-sm text-gray-600">
          {row.fullAddress} <PrecisionBadge precision={row.precision ?? null} />
        </span>
        <span className="text-sm text-gray-600">{row.contact}</span>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Ready
        </span>
        <span className="flex flex-wrap justify-end gap-2">
          {row.pin && (
            <Button variant="ghost" onClick={onPlace} aria-label={`Move the pin of row ${row.row}`}>
              <MapPinned className="size-5" aria-hidden="true" />
              <span className="md:sr-only">Move pin</span>
            </Button>
          )}
          {dropButton}
        </span>
      </li>
    );
  }

  const needsPin = row.status === 'needs_pin';
  return (
    <li
      aria-label={title}
      className={
        needsPin
          ? 'flex flex-col gap-3 rounded-card border border-amber-300 border-l-4 border-l-amber-500 bg-white p-4'
          : 'flex flex-col gap-3 rounded-card border border-red-300 border-l-4 border-l-red-600 bg-white p-4'
      }
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-gray-900">{title}</span>
        {needsPin ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-900">
            <MapPinned className="size-4" aria-hidden="true" />
            Needs a pin
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-red-700">
            <XCircle className="size-4" aria-hidden="true" />
            {row.status === 'checking' ? 'Checking...' : 'Needs a fix'}
          </span>
        )}
      </div>
      {needsPin && (
        <p className="text-sm text-gray-700">
          We could not find this address on our map. Place it on the map, or correct the address and check again.
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-[1fr_1.5fr_1fr]">
        <Field id={id('name')} label="Name" error={fieldError(row, 'name')}>
          <Input
            id={id('name')}
            value={row.name}
            onChange={(event) => onEdit({ name: event.target.value })}
            {...describedBy(id('name'), fieldError(row, 'name'))}
          />
        </Field>
        <Field id={id('fullAddress')} label="Address" error={fieldError(row, 'fullAddress')}>
          <AddressInput
            id={id('fullAddress')}
            value={row.fullAddress}
            onChange={(fullAddress) => onEdit({ fullAddress })}
            invalid={Boolean(fieldError(row, 'fullAddress'))}
            describedBy={`${id('fullAddress')}-error`}
          />
        </Field>
        <Field id={id('contact')} label="Contact" error={fieldError(row, 'contact')}>
          <Input
            id={id('contact')}
            type="tel"
            value={row.contact}
            onChange={(event) => onEdit({ contact: event.target.value })}
            {...describedBy(id('contact'), fieldError(row, 'contact'))}
          />
        </Field>
      </div>
      {otherErrors.length > 0 && (
        <p className="text-sm text-red-700">{otherErrors.map((error) => error.message).join(' ')}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {dropButton}
        <Button
          variant={needsPin ? 'ghost' : 'secondary'}
          onClick={onRecheck}
          loading={row.status === 'checking'}
          loadingLabel="Checking..."
        >
          <RefreshCw className="size-5" aria-hidden="true" />
          Check again
        </Button>
        {needsPin && (
          <Button variant="secondary" onClick={onPlace}>
            <MapPinned className="size-5" aria-hidden="true" />
            Place on map
          </Button>
        )}
      </div>
    </li>
  );
}
