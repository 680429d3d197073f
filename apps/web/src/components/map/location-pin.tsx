import { MAP_DEFAULT_CENTER, type LatLng } from '@kasuwa/domain';
import { LocateFixed, MapPinned } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

const MAP_HEIGHT_PX = 240;
const LOCATE_TIMEOUT_MS = 15_000;

function MapUnavailable() {
  return (
    <p role="alert" className="flex size-full items-center justify-center p-4 text-center text-sm text-gray-700">
      The map could not load. The address you typed is used instead.
    </p>
  );
}

// Leaflet is its own chunk: only someone who places a pin downloads it.
const PinMap = lazy(() => import('./pin-map').catch(() => ({ default: MapUnavailable })));

type Locating = 'idle' | 'locating' | 'failed';

export interface LocationPinTexts {
  /** The marker's name for screen readers. */
  pinTitle: string;
  /** Shown under the map: what dragging the pin is for. */
  hint: string;
  /** Names the map area for tests and assistive technology. */
  testId: string;
  /** The button that first puts a pin on the map. */
  placeLabel?: string;
}

export const DELIVERY_PIN_TEXTS: LocationPinTexts = {
  pinTitle: 'Delivery pin',
  hint: 'Drag the pin (or tap the map) to your gate: the rider goes there.',
  testId: 'delivery-pin',
};

/**
 * An optional map pin beside an address: "Use my location" (the browser's position) or a pin
 * placed by hand, then dragged or tapped to the exact spot. Without one, the address text is what
 * counts. `start` is where a pin placed by hand first appears.
 */
export function LocationPin({
  pin,
  onChange,
  tiles,
  texts = DELIVERY_PIN_TEXTS,
  start = MAP_DEFAULT_CENTER,
  removable = true,
  error,
}: {
  pin: LatLng | null;
  onChange: (pin: LatLng | null) => void;
  tiles: { tileUrl: string; tileAttribution: string } | undefined;
  texts?: LocationPinTexts;
  start?: LatLng;
  /** False where a pin is required: no "Remove pin". */
  removable?: boolean;
  /** What is wrong with the pin (outside Nigeria, refused by the server), shown under the map. */
  error?: string | null;
}) {
  const [locating, setLocating] = useState<Locating>('idle');

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        onChange({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={locate} loading={locating === 'locating'} loadingLabel="Finding you...">
          <LocateFixed className="size-4" aria-hidden="true" />
          Use my location
        </Button>
        {pin ? (
          removable && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              Remove pin
            </Button>
          )
        ) : (
          <Button variant="ghost" onClick={() => onChange({ ...start })}>
            <MapPinned className="size-4" aria-hidden="true" />
            {texts.placeLabel ?? 'Place a pin on the map'}
          </Button>
        )}
      </div>
      {locating === 'failed' && (
        <p role="alert" className="text-sm text-gray-700">
          We could not get your location. Place the pin on the map yourself, or just type the address.
        </p>
      )}
      {pin && (
        <>
          <div
            className="relative isolate overflow-hidden rounded-card border border-gray-300 bg-gray-100"
            style={{ height: MAP_HEIGHT_PX }}
            data-testid={`${texts.testId}-map`}
          >
            {tiles ? (
              <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
                <PinMap pin={pin} onMove={onChange} title={texts.pinTitle} {...tiles} />
              </Suspense>
            ) : (
              <Skeleton className="size-full rounded-none" />
            )}
          </div>
          <p className="text-sm text-gray-600" data-testid={texts.testId}>
            {texts.hint} Pinned at{' '}
            <span className="tabular">
              {pin.latitude.toFixed(5)}, {pin.longitude.toFixed(5)}
            </span>
            .
          </p>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600" data-testid={`${texts.testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
