import type { LatLng } from '@kasuwa/domain';
import { useState } from 'react';
import { pinProblem, ShopPinField } from '../../../components/map/shop-pin-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Places one shop on a map: opens with the pin where the shop is now (or `start`), and saves
 * wherever the manufacturer drags it. A pin outside Nigeria cannot be saved.
 */
export function PinDialog({
  open,
  title,
  address,
  start,
  saving = false,
  error,
  saveLabel = 'Save pin',
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  address: string;
  start: LatLng;
  saving?: boolean;
  error?: string | null;
  saveLabel?: string;
  onSave: (pin: LatLng) => void;
  onClose: () => void;
}) {
  const [pin, setPin] = useState<LatLng | null>(start);
  const problem = pinProblem(pin);
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
          <Button
            onClick={() => pin && !problem && onSave(pin)}
            disabled={!pin || Boolean(problem)}
            loading={saving}
            loadingLabel="Saving..."
          >
            {saveLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">{address}</p>
        <ShopPinField pin={pin} onChange={setPin} start={start} removable={false} error={error} />
      </div>
    </Dialog>
  );
}
