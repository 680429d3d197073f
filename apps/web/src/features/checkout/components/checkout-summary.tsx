import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import type { StoreGroup } from '../store-groups';

const naira = (kobo: number) => kobo / 100;

/** The checkout split by brand store (one order each), with each store's delivery fee, and the total. */
export function CheckoutSummary({ groups, totalKobo }: { groups: readonly StoreGroup[]; totalKobo: number }) {
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-card bg-white p-4 shadow-card">
      <h2 id="checkout-summary-title" className="text-lg font-semibold text-gray-900">
        Order summary
      </h2>
      {groups.length > 1 && (
        <p className="mt-1 text-sm text-gray-600">
          {groups.length} brand stores: each sends its own order, with its own delivery.
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-4">
        {groups.map((group) => (
          <li key={group.store.id} aria-label={group.store.name} className="rounded-control border border-gray-200 p-3">
            <h3 className="font-semibold text-gray-900">
              <Link to={`/${group.store.slug}`} className="hover:underline">
                {group.store.name}
              </Link>
            </h3>
            <ul className="mt-2 flex flex-col gap-2">
              {group.lines.map((line) => (
                <li key={line.productId} className="flex items-center gap-3 text-sm">
                  <img
                    src={line.product.thumbnailUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-md bg-gray-100 object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-gray-900">{line.product.name}</span>
                    <span className="text-gray-600">
                      {line.quantity} × <Price naira={line.unitPrice} className="font-normal" />
                    </span>
                  </span>
                  <Price naira={line.lineTotal} className="text-gray-900" />
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-gray-100 pt-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-gray-600">Subtotal</dt>
                <dd>
                  <Price naira={naira(group.subtotalKobo)} className="font-medium" />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-gray-600">Delivery</dt>
                <dd data-testid="delivery-fee">
                  {group.deliveryKobo === 0 ? (
                    <span className="font-medium text-green-700">Free</span>
                  ) : (
                    <Price naira={naira(group.deliveryKobo)} className="font-medium" />
                  )}
                </dd>
              </div>
            </dl>
            {group.deliveryKobo > 0 && group.freeAboveKobo !== null && (
              <p className="mt-1 text-xs text-gray-600">
                Free delivery from <Price naira={naira(group.freeAboveKobo)} className="font-medium" /> at this store.
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-gray-200 pt-3">
        <span className="font-semibold text-gray-900">Total</span>
        <span data-testid="checkout-total">
          <Price naira={naira(totalKobo)} className="text-xl text-gray-900" />
        </span>
      </div>
    </section>
  );
}
