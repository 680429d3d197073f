import { contactHref, formatDistance } from '@kasuwa/domain';
import { Car, Info, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import type { DrivingRoute } from '../api/get-driving-route';
import type { Retailer } from '../api/get-store-locations';
import { drivingTimeText, ESTIMATE_NOTE } from '../driving-time';

export type RouteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; route: DrivingRoute };

/** A `tel:` (or `mailto:`) link with the contact as its text, named for screen readers by whom it reaches. */
export function CallLink({ retailer }: { retailer: Retailer }) {
  const href = contactHref(retailer.contact);
  if (!href) return <p className="text-sm text-gray-700">{retailer.contact}</p>;
  const mail = href.startsWith('mailto:');
  const Icon = mail ? Mail : Phone;
  return (
    <a
      href={href}
      // `!`: Leaflet's stylesheet colours every link inside the map (the popup) blue otherwise.
      className="inline-flex min-h-11 items-center gap-2 rounded-control text-sm font-medium text-brand-700! hover:underline"
      aria-label={`${mail ? 'Email' : 'Call'} ${retailer.name} ${mail ? 'at' : 'on'} ${retailer.contact}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="tabular">{retailer.contact}</span>
    </a>
  );
}

export function DistanceLine({ distanceKm }: { distanceKm: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-gray-700">
      <Navigation className="size-4 shrink-0" aria-hidden="true" />
      <span className="tabular" data-testid="distance">
        {formatDistance(distanceKm)}
      </span>{' '}
      away
    </p>
  );
}

/** The driving time by car, or what stands in for it; an estimate says so and why. */
export function DrivingTime({ state }: { state: RouteState }) {
  if (state.status === 'none') return null;
  if (state.status === 'loading')
    return (
      <p className="flex items-center gap-1.5 text-sm text-gray-600" role="status">
        <Car className="size-4 shrink-0" aria-hidden="true" />
        Working out the driving time…
      </p>
    );
  if (state.status === 'error')
    return (
      <p className="flex items-center gap-1.5 text-sm text-gray-600">
        <Car className="size-4 shrink-0" aria-hidden="true" />
        The driving time is not available right now.
      </p>
    );
  const estimate = state.route.source === 'ESTIMATE';
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
        <Car className="size-4 shrink-0" aria-hidden="true" />
        <span className="tabular" data-testid="driving-time">
          {drivingTimeText(state.route)}
        </span>
      </p>
      {estimate && (
        <p className="flex items-start gap-1.5 text-xs text-gray-600">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {ESTIMATE_NOTE}
        </p>
      )}
    </div>
  );
}

/** Everything a shopper needs to visit or call one retailer (the map's popup). */
export function RetailerDetails({
  retailer,
  distanceKm,
  route,
}: {
  retailer: Retailer;
  distanceKm: number | null;
  route: RouteState;
}) {
  return (
    <div className="space-y-1 font-sans" data-testid="retailer-details">
      <p className="text-base font-semibold text-gray-900">{retailer.name}</p>
      <p className="flex items-start gap-1.5 text-sm text-gray-600">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {retailer.location.fullAddress}
      </p>
      {distanceKm !== null && <DistanceLine distanceKm={distanceKm} />}
      <DrivingTime state={route} />
      <CallLink retailer={retailer} />
    </div>
  );
}
