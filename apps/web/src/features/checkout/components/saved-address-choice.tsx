import { formatNigerianPhone } from '@kasuwa/domain';
import { cn } from '../../../components/ui/cn';
import { NEW_ADDRESS } from '../checkout-values';

export interface SavedAddressOption {
  id: string;
  label: string;
  recipientName: string;
  phone: string;
  fullAddress: string;
  isDefault: boolean;
}

const OPTION =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-control border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700';

/** The shopper's saved addresses as choices, the default first, and "A new address". */
export function SavedAddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly SavedAddressOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const option = (id: string, content: React.ReactNode) => (
    <label key={id} className={cn(OPTION, value === id ? 'border-brand-700 bg-brand-50' : 'border-gray-200')}>
      <input
        type="radio"
        name="checkout-address-choice"
        value={id}
        checked={value === id}
        onChange={() => onChange(id)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1">{content}</span>
    </label>
  );
  return (
    <div role="radiogroup" aria-label="Saved addresses" className="clear-both flex flex-col gap-2">
      {addresses.map((address) =>
        option(
          address.id,
          <>
            <span className="font-semibold text-gray-900">
              {address.label}
              {address.isDefault && <span className="ml-2 text-xs font-medium text-brand-700">Default</span>}
            </span>
            <span className="block text-gray-700">{address.fullAddress}</span>
            <span className="block text-gray-600">
              {address.recipientName} · {formatNigerianPhone(address.phone)}
            </span>
          </>,
        ),
      )}
      {option(NEW_ADDRESS, <span className="font-semibold text-gray-900">A new address</span>)}
    </div>
  );
}
