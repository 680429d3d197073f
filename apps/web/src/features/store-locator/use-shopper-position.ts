import type { LatLng } from '@kasuwa/domain';
import { useEffect, useState } from 'react';

export type ShopperPosition =
  | { status: 'locating' }
  | { status: 'located'; position: LatLng }
  /** Refused, unsupported, or timed out: the page works without distances. */
  | { status: 'unavailable' };

const GEOLOCATION_TIMEOUT_MS = 15_000;
const POSITION_MAX_AGE_MS = 5 * 60_000;

const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** Asks the browser, once per visit of this page, where the shopper is. */
export function useShopperPosition(): ShopperPosition {
  const [state, setState] = useState<ShopperPosition>(() =>
    canLocate() ? { status: 'locating' } : { status: 'unavailable' },
  );

  useEffect(() => {
    if (!canLocate()) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active)
          setState({ status: 'located', position: { latitude: coords.latitude, longitude: coords.longitude } });
      },
      () => {
        if (active) setState({ status: 'unavailable' });
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
