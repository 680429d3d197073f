import { contactHref } from '@kasuwa/domain';
import { Mail, MapPin, Phone, Store } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Retailer } from '../api/get-retailers';

/** Retailers as cards: name, address and the contact as a phone or mail link. */
export function RetailerList({ retailers, label = 'Retailers' }: { retailers: readonly Retailer[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {retailers.map((retailer) => (
        <li key={retailer.id} className="flex gap-3 rounded-card border border-gray-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
          >
            <Store className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-semibold text-gray-900">{retailer.name}</h3>
            <p className="flex items-start gap-1.5 text-sm text-gray-600">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {retailer.location.fullAddress}
            </p>
            <RetailerContact contact={retailer.contact} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function RetailerContact({ contact }: { contact: string }) {
  const href = contactHref(contact);
  const Icon = href?.startsWith('mailto:') ? Mail : Phone;
  if (!href) return <p className="text-sm text-gray-600">{contact}</p>;
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {contact}
    </a>
  );
}

export function RetailerListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading retailers" role="status" className="grid gap-3 md:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-card border border-gray-200 bg-white p-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
