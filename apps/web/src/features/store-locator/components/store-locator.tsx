import { MAP_HEIGHT_PX, type LatLng } from '@kasuwa/domain';
import { LocateFixed, LocateOff, Store, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { recordShopEvent } from '../../../lib/shop-events';
import { useDrivingRoute } from '../api/get-driving-route';
import { useMapSettings } from '../../../lib/map-settings';
import { useStoreLocations, type Retailer } from '../api/get-store-locations';
import { orderRetailers } from '../order-retailers';
import { useShopperPosition, type ShopperPosition } from '../use-shopper-position';
import { MapSkeleton, MapSlot } from './map-slot';
import { RetailerDetails, type RouteState } from './retailer-details';
import { RetailerList } from './retailer-list';

/**
 * "Where to buy" on /product/{id}: the brand's retailers on a map and in a list, the nearest first,
 * with the straight-line distance and, for the chosen one, the driving time and route.
 */
export function StoreLocator({ brandSlug, brandName }: { brandSlug: string; brandName: string }) {
  return (
    <section aria-labelledby="where-to-buy-heading" className="space-y-4">
      <div>
        <h2 id="where-to-buy-heading" className="text-xl font-semibold text-gray-900">
          Where to buy
        </h2>
        <p className="text-sm text-gray-600">Retailers that sell {brandName} products</p>
      </div>
      <Locations brandSlug={brandSlug} brandName={brandName} />
    </section>
  );
}

function Locations({ brandSlug, brandName }: { brandSlug: string; brandName: string }) {
  const locations = useStoreLocations(brandSlug);
  const shopper = useShopperPosition();
  if (locations.isPending) return <LocationsSkeleton />;
  if (locations.error)
    return <LocationsError message={locations.error.message} onRetry={() => void locations.refetch()} />;
  const retailers = locations.data.manufacturer?.stores ?? [];
  if (retailers.length === 0) return <NoRetailers />;
  return <Locator retailers={retailers} shopper={shopper} brandName={brandName} />;
}

function Locator({
  retailers,
  shopper,
  brandName,
}: {
  retailers: Retailer[];
  shopper: ShopperPosition;
  brandName: string;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const settings = useMapSettings();
  const position = shopper.status === 'located' ? shopper.position : null;
  const ordered = orderRetailers(retailers, position);
  const selected = ordered.find((r) => r.retailer.id === selectedId);
  const selectedPlace: LatLng | null = selected ? selected.retailer.location : null;
  const driving = useDrivingRoute(position, selectedPlace);
  useLocatorEvents(selected?.retailer.id, position !== null);
  const route: RouteState =
    !position || !selected
      ? { status: 'none' }
      : driving.data
        ? { status: 'ready', route: driving.data.drivingRoute }
        : driving.error
          ? { status: 'error' }
          : { status: 'loading' };
  const distanceOf = (id: string) => ordered.find((r) => r.retailer.id === id)?.distanceKm ?? null;

  return (
    <div className="space-y-4">
      <PositionNote shopper={shopper} />
      <MapSlot
        settings={settings.data?.mapSettings}
        settingsFailed={Boolean(settings.error)}
        onRetrySettings={() => void settings.refetch()}
        retailers={retailers}
        shopper={position}
        selectedId={selectedId}
        onSelect={setSelectedId}
        route={route.status === 'ready' ? route.route.path : null}
        details={(retailer) => (
          <RetailerDetails
            retailer={retailer}
            distanceKm={distanceOf(retailer.id)}
            route={retailer.id === selectedId ? route : { status: 'none' }}
          />
        )}
      />
      <RetailerList
        label={`Retailers of ${brandName}`}
        retailers={ordered}
        selectedId={selectedId}
        onSelect={setSelectedId}
        route={route}
      />
    </div>
  );
}

/** Counts a retailer opened (on the map or in the list), and the driving route asked for it once located. */
function useLocatorEvents(openedId: string | undefined, located: boolean) {
  useEffect(() => {
    if (openedId) recordShopEvent({ type: 'retailer_opened', storeId: openedId });
  }, [openedId]);
  useEffect(() => {
    if (openedId && located) recordShopEvent({ type: 'directions_asked', storeId: openedId });
  }, [openedId, located]);
}

function PositionNote({ shopper }: { shopper: ShopperPosition }) {
  const [Icon, text] =
    shopper.status === 'located'
      ? [LocateFixed, 'Nearest first, measured in a straight line from where you are.']
      : shopper.status === 'locating'
        ? [LocateFixed, 'Finding your location…']
        : [LocateOff, 'Allow location access to see how far each retailer is.'];
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700" role="status" data-testid="position-note">
      <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      {text}
    </p>
  );
}

function LocationsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading locations
      </span>
      <Skeleton className="h-5 w-2/3" />
      <div
        className="box-content overflow-hidden rounded-card border border-gray-300"
        style={{ height: MAP_HEIGHT_PX }}
      >
        <MapSkeleton />
      </div>
      <div className="space-y-3 rounded-card border border-gray-300 p-4" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
    </div>
  );
}

function LocationsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 px-4 py-8 text-center"
    >
      <TriangleAlert className="size-8 text-red-600" aria-hidden="true" />
      <p className="font-semibold text-gray-900">Error loading locations: {message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function NoRetailers() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-gray-300 bg-white px-4 py-8 text-center">
      <Store className="size-8 text-gray-400" aria-hidden="true" />
      <p className="font-medium text-gray-900">This brand has not listed any retailers yet.</p>
      <p className="text-sm text-gray-600">You can still buy it online with Buy Online above.</p>
    </div>
  );
}
