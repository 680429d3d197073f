import { useState } from 'react';
import { useMapSettings } from '../../../lib/map-settings';
import { useStoreLocations } from '../api/get-store-locations';
import { MapSlot } from './map-slot';
import { RetailerDetails } from './retailer-details';
import type { MapArea } from './store-map';

/**
 * A brand's retailers on the shoppers' map, with areas of its own beside them (the dashboard's
 * delivery areas); no shopper position and no route. Counts nothing as a shopper's doing.
 */
export function BrandMap({ slug, areas }: { slug: string; areas: readonly MapArea[] }) {
  const settings = useMapSettings();
  const locations = useStoreLocations(slug);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <MapSlot
      settings={settings.data?.mapSettings}
      settingsFailed={Boolean(settings.error)}
      onRetrySettings={() => void settings.refetch()}
      retailers={locations.data?.manufacturer?.stores ?? []}
      areas={areas}
      shopper={null}
      selectedId={selectedId}
      onSelect={setSelectedId}
      route={null}
      details={(retailer) => <RetailerDetails retailer={retailer} distanceKm={null} route={{ status: 'none' }} />}
    />
  );
}
