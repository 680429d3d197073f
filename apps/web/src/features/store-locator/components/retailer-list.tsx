import { MapPin } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { Retailer } from '../api/get-store-locations';
import type { RetailerWithDistance } from '../order-retailers';
import { CallLink, DistanceLine, DrivingTime, type RouteState } from './retailer-details';

/**
 * The retailers as a list under the map, for keyboards and screen readers: choosing one selects its
 * pin on the map and shows its driving time here as well.
 */
export function RetailerList({
  label,
  retailers,
  selectedId,
  onSelect,
  route,
}: {
  label: string;
  retailers: RetailerWithDistance<Retailer>[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  route: RouteState;
}) {
  return (
    <ol
      aria-label={label}
      className="divide-y divide-gray-200 overflow-hidden rounded-card border border-gray-300 bg-white"
    >
      {retailers.map(({ retailer, distanceKm }) => {
        const selected = retailer.id === selectedId;
        return (
          <li
            key={retailer.id}
            aria-label={retailer.name}
            className={cn('flex flex-col gap-1 px-4 py-3', selected && 'bg-brand-50')}
          >
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(retailer.id)}
              className="-mx-2 flex min-h-11 flex-col items-start gap-1 rounded-control px-2 py-1 text-left hover:bg-gray-50"
            >
              <span className={cn('font-medium text-gray-900', selected && 'text-brand-800')}>{retailer.name}</span>
              <span className="flex items-start gap-1.5 text-sm text-gray-600">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {retailer.location.fullAddress}
              </span>
            </button>
            {distanceKm !== null && <DistanceLine distanceKm={distanceKm} />}
            {selected && <DrivingTime state={route} />}
            <div>
              <CallLink retailer={retailer} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
