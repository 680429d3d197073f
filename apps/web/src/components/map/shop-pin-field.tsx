import { isInNigeria, PIN_OUTSIDE_NIGERIA_MESSAGE, type LatLng } from '@kasuwa/domain';
import { useMapSettings } from '../../lib/map-settings';
import { LocationPin, type LocationPinTexts } from './location-pin';

export const SHOP_PIN_TEXTS: LocationPinTexts = {
  pinTitle: 'Shop pin',
  hint: 'Drag the pin (or tap the map) onto the shop: shoppers are sent there.',
  testId: 'shop-pin',
  placeLabel: 'Pin on map',
};

export const BUSINESS_PIN_TEXTS: LocationPinTexts = {
  pinTitle: 'Business pin',
  hint: 'Drag the pin (or tap the map) onto your business.',
  testId: 'business-pin',
  placeLabel: 'Pin on map',
};

/** The message for a pin the API would refuse, or null for none or a pin inside Nigeria. */
export const pinProblem = (pin: LatLng | null): string | null =>
  pin && !isInNigeria(pin) ? PIN_OUTSIDE_NIGERIA_MESSAGE : null;

/**
 * "Pin on map" under a dashboard address field: drag a marker or use the device's location to give
 * the exact spot, sent with the address as latitude and longitude. A pin outside Nigeria is named
 * at once (the API refuses it too); `error` is the server's word on the pin.
 */
export function ShopPinField({
  pin,
  onChange,
  error,
  texts = SHOP_PIN_TEXTS,
  start,
  removable = true,
}: {
  pin: LatLng | null;
  onChange: (pin: LatLng | null) => void;
  error?: string | null;
  texts?: LocationPinTexts;
  start?: LatLng;
  removable?: boolean;
}) {
  const tiles = useMapSettings().data?.mapSettings;
  return (
    <LocationPin
      pin={pin}
      onChange={onChange}
      tiles={tiles}
      texts={texts}
      start={start}
      removable={removable}
      error={pinProblem(pin) ?? error}
    />
  );
}
