import type { VerifyLocation } from './api/verify-code';

/** The shopper's position, asked only after they ticked "Share my location"; null if refused or unavailable. */
export function currentLocation(): Promise<VerifyLocation | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
