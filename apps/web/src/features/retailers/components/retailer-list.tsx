import { isRoughPrecision, type LocationPrecision } from '@kasuwa/domain';
import { MapPin, MapPinned, Pencil, Phone, Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { PrecisionBadge } from './precision-badge';

interface ListedRetailer {
  id: string;
  name: string;
  contact: string;
  location: { fullAddress: string; precision?: LocationPrecision | null };
}

const fixLabel = (precision: LocationPrecision | null | undefined) =>
  precision === 'PINNED' ? 'Move pin' : 'Fix on map';

const telHref = (contact: string) => `tel:${contact.replace(/[^\d+]/g, '')}`;

/**
 * Retailers as cards: name, address and the contact as a phone link. With `onFix`, each shows how
 * exactly it is placed, and a rough one offers "Fix on map"; with `onEdit`, an Edit button; with
 * `onSelect`, a checkbox to choose it (for deleting several at once).
 */
export function RetailerList<R extends ListedRetailer>({
  retailers,
  label = 'Retailers',
  onFix,
  onEdit,
  selected,
  onSelect,
}: {
  retailers: readonly R[];
  label?: string;
  onFix?: (retailer: R) => void;
  onEdit?: (retailer: R) => void;
  selected?: ReadonlySet<string>;
  onSelect?: (retailer: R, chosen: boolean) => void;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {retailers.map((retailer) => (
        <li
          key={retailer.id}
          className={`flex gap-3 rounded-card border bg-white p-4 ${
            selected?.has(retailer.id) ? 'border-brand-700 ring-1 ring-brand-700' : 'border-gray-200'
          }`}
        >
          {onSelect ? (
            <label className="-m-2 flex size-11 shrink-0 cursor-pointer items-center justify-center">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={selected?.has(retailer.id) ?? false}
                onChange={(event) => onSelect(retailer, event.target.checked)}
                aria-label={`Select ${retailer.name}`}
              />
            </label>
          ) : (
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            >
              <Store className="size-5" />
            </span>
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-semibold text-gray-900">{retailer.name}</h3>
            <p className="flex items-start gap-1.5 text-sm text-gray-600">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {retailer.location.fullAddress}
                {onFix && (
                  <>
                    {' '}
                    <PrecisionBadge precision={retailer.location.precision ?? null} />
                  </>
                )}
              </span>
            </p>
            <a
              href={telHref(retailer.contact)}
              className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {retailer.contact}
            </a>
            {(onFix || onEdit) && (
              <div className="flex flex-wrap gap-2">
                {onEdit && (
                  <Button variant="secondary" onClick={() => onEdit(retailer)} aria-label={`Edit ${retailer.name}`}>
                    <Pencil className="size-4" aria-hidden="true" />
                    Edit
                  </Button>
                )}
                {onFix && (
                  <Button
                    variant={isRoughPrecision(retailer.location.precision) ? 'secondary' : 'ghost'}
                    onClick={() => onFix(retailer)}
                    aria-label={`${fixLabel(retailer.location.precision)}: ${retailer.name}`}
                  >
                    <MapPinned className="size-4" aria-hidden="true" />
                    {fixLabel(retailer.location.precision)}
                  </Button>
                )}
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function RetailerListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading retailers" role="status" className="grid gap-3 md:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-card border border-gray-200 bg-white p-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
