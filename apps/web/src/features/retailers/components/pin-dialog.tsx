import type { LatLng } from '@kasuwa/domain';
import { useState } from 'react';
import { LocationPin, type LocationPinTexts } from '../../../components/map/location-pin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

const SHOP_PIN_TEXTS: LocationPinTexts = {
  pinTitle: 'Shop pin',
  hint: 'Drag the pin (or tap the map) onto the shop: shoppers are sent there.',
  testId: 'shop-pin',
};

/**
 * Places one shop on a map: opens with the pin where the shop is now (or `start`), and saves
 * wherever the manufacturer drags it.
 */
export function PinDialog({
  open,
  title,
  address,
  start,
  tiles,
  saving = false,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  address: string;
  start: LatLng;
  tiles: { tileUrl: string; tileAttribution: string } | undefined;
  saving?: boolean;
  error?: string | null;
  onSave: (pin: LatLng) => void;
  onClose: () => void;
}) {
  const [pin, setPin] = useState<LatLng | null>(start);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => pin && onSave(pin)} disabled={!pin} loading={saving} loadingLabel="Saving...">
            Save pin
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">{address}</p>
        <LocationPin pin={pin} onChange={setPin} tiles={tiles} texts={SHOP_PIN_TEXTS} start={start} removable={false} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
