import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeliverySettings } from '../api/delivery-settings';
import { deliveryWords } from '../delivery-words';
import { DeliverySettingsForm } from './delivery-settings-form';

/** What the store charges for delivery, and the way to change it (a dialog). */
export function DeliverySettingsCard({ manufacturerId }: { manufacturerId: string }) {
  const settings = useDeliverySettings(manufacturerId);
  const [editing, setEditing] = useState(false);
  const current = settings.data?.manufacturer?.deliverySettings ?? null;

  return (
    <section
      aria-labelledby="delivery-heading"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-white p-4 shadow-card"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Truck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="delivery-heading" className="font-semibold text-gray-900">
            Delivery fee
          </h2>
          {settings.isPending ? (
            <Skeleton className="mt-1 h-5 w-56 max-w-full" />
          ) : current ? (
            <p className="text-gray-600">{deliveryWords(current)}</p>
          ) : (
            <p role="alert" className="text-red-600">
              We could not load your delivery fee.
            </p>
          )}
        </div>
      </div>
      {current ? (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Change delivery fee
        </Button>
      ) : (
        !settings.isPending && (
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        )
      )}
      <Dialog open={editing} onClose={() => setEditing(false)} title="Delivery fee">
        {current && (
          <DeliverySettingsForm
            manufacturerId={manufacturerId}
            current={current}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        )}
      </Dialog>
    </section>
  );
}
