import { MAP_HEIGHT_PX } from '@kasuwa/domain';
import { MapPinOff, RefreshCw } from 'lucide-react';
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { StoreMapProps } from './store-map';

type MapProps = Omit<StoreMapProps, 'tileUrl' | 'tileAttribution' | 'onTilesFailed'>;

const loadStoreMap = () => import('./store-map');

const attempts: LazyExoticComponent<ComponentType<StoreMapProps>>[] = [];
const storeMapOfAttempt = (attempt: number) => (attempts[attempt] ??= lazy(loadStoreMap));

/**
 * The map, loaded with Leaflet as its own chunk. When the chunk, the tile settings or every tile
 * fail, "Failed to load the map" with Retry, which builds a new map without reloading the page;
 * after a second failure a page reload is offered too.
 */
export function MapSlot({
  settings,
  settingsFailed,
  onRetrySettings,
  ...mapProps
}: MapProps & {
  settings: { tileUrl: string; tileAttribution: string } | undefined;
  settingsFailed: boolean;
  onRetrySettings: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const [{ failed, failures }, setStatus] = useState({ failed: false, failures: 0 });
  // One lazy component per attempt (module-level, so not re-created by other renders): a new one
  // on Retry is the point, because React.lazy remembers a rejected import forever.
  const StoreMap = storeMapOfAttempt(attempt);

  const fail = useCallback(() => setStatus((s) => (s.failed ? s : { failed: true, failures: s.failures + 1 })), []);
  const retry = () => {
    setStatus((s) => ({ ...s, failed: false }));
    setAttempt((n) => n + 1);
    if (settingsFailed) onRetrySettings();
  };

  const frame = (content: ReactNode) => (
    <div
      data-testid="map-frame"
      className="relative isolate box-content overflow-hidden rounded-card border border-gray-300 bg-gray-100"
      style={{ height: MAP_HEIGHT_PX }}
    >
      {content}
    </div>
  );

  if (failed || settingsFailed) return frame(<MapFailed secondTime={failures > 1} onRetry={retry} />);
  if (!settings) return frame(<MapSkeleton />);
  return frame(
    <MapErrorBoundary key={attempt} onError={fail}>
      <Suspense fallback={<MapSkeleton />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one per attempt, see above */}
        <StoreMap {...mapProps} {...settings} onTilesFailed={fail} />
      </Suspense>
    </MapErrorBoundary>,
  );
}

/** The map's place while its code loads: same size, so nothing below moves. */
export function MapSkeleton() {
  return (
    <div className="size-full" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the map
      </span>
      <Skeleton className="size-full rounded-none" />
    </div>
  );
}

function MapFailed({ secondTime, onRetry }: { secondTime: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
      <MapPinOff className="size-10 text-gray-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-gray-900">Failed to load the map</p>
      <p className="max-w-sm text-sm text-gray-600">
        {secondTime
          ? 'It failed again. Reloading the page may help; the retailers are still listed below.'
          : 'Check your connection and try again. The retailers are still listed below.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant={secondTime ? 'secondary' : 'primary'} onClick={onRetry}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Retry
        </Button>
        {secondTime && <Button onClick={() => window.location.reload()}>Reload page</Button>}
      </div>
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The map failed to load', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
