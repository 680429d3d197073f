import { MapPin, Phone } from 'lucide-react';
import type { ProductRetailer } from '../api/get-product';

/**
 * The slot the store map fills in a later issue (551 px on wider screens, the spec's map height).
 * Until then it lists the brand's retailers, so a shopper can already find and call one.
 */
export function WhereToBuy({ storeName, retailers }: { storeName: string; retailers: ProductRetailer[] }) {
  return (
    <section
      aria-label="Where to buy"
      className="flex flex-col overflow-hidden rounded-card border border-gray-300 bg-white md:h-[551px]"
    >
      <div className="border-b border-gray-200 px-4 py-3">
        <h2 className="text-lg font-semibold text-gray-900">Where to buy</h2>
        <p className="text-sm text-gray-600">
          {retailers.length === 0
            ? `${storeName} has not listed any retailers yet.`
            : `Retailers that sell ${storeName} products`}
        </p>
      </div>
      {retailers.length > 0 && (
        <ul className="flex-1 divide-y divide-gray-200 overflow-y-auto" aria-label={`Retailers of ${storeName}`}>
          {retailers.map((retailer) => (
            <li
              key={retailer.id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{retailer.name}</p>
                <p className="flex items-start gap-1 text-sm text-gray-600">
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {retailer.location.fullAddress}
                </p>
              </div>
              <a
                href={`tel:${retailer.contact.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-control text-sm font-medium text-brand-700 hover:underline sm:self-center"
                aria-label={`Call ${retailer.name} on ${retailer.contact}`}
              >
                <Phone className="size-4" aria-hidden="true" />
                <span className="tabular">{retailer.contact}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
