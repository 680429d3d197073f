import { formatNigerianPhone } from '@kasuwa/domain';
import { MapPin, Phone, UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { SavedAddress } from '../api/get-my-addresses';

/** One saved address with its actions; the default one is marked and cannot be made default again. */
export function AddressCard({
  address,
  onEdit,
  onRemove,
  onMakeDefault,
  makingDefault,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onRemove: () => void;
  onMakeDefault: () => void;
  makingDefault: boolean;
}) {
  const headingId = `address-${address.id}-label`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {address.label}
        </h2>
        {address.isDefault && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">Default</span>
        )}
      </div>
      <dl className="flex flex-col gap-1.5 text-gray-700">
        <Detail icon={UserRound} label="Recipient" value={address.recipientName} />
        <Detail icon={Phone} label="Phone" value={formatNigerianPhone(address.phone)} />
        <Detail icon={MapPin} label="Address" value={address.fullAddress} />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${address.label}`}>
          Edit
        </Button>
        {!address.isDefault && (
          <Button
            variant="secondary"
            onClick={onMakeDefault}
            loading={makingDefault}
            loadingLabel="Saving..."
            aria-describedby={headingId}
          >
            Make default
          </Button>
        )}
        <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${address.label}`} className="text-red-700">
          Remove
        </Button>
      </div>
    </article>
  );
}

function Detail({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0 pt-0.5">
        <Icon className="size-4 text-gray-500" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
