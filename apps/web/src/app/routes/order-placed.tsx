import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { RequireSession } from '../../features/account/components/require-session';
import { placedNumbers } from '../../features/checkout/placed-path';
import { PlacedOrderCard } from '../../features/orders/components/placed-order-card';
import { PageBody, PageHeader } from '../layouts/page-header';

/** /checkout/placed?orders=KSW-...: the confirmation, one card per brand store's order. */
export default function OrderPlacedScreen() {
  const numbers = placedNumbers(useLocation().search);
  return (
    <RequireSession>
      <PageHeader title="Order placed" />
      <PageBody>
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          <section className="flex flex-col items-center gap-2 rounded-card bg-white p-6 text-center shadow-card">
            <CircleCheck className="size-12 text-brand-700" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-gray-900">
              {numbers.length > 1
                ? `Thank you! Your ${numbers.length} orders are placed`
                : 'Thank you! Your order is placed'}
            </h2>
            <p className="text-sm text-gray-600">
              {numbers.length > 1 ? 'Each brand store sends its own order. ' : ''}We emailed you the details, and again
              at each step.
            </p>
          </section>
          {numbers.map((number) => (
            <PlacedOrderCard key={number} number={number} />
          ))}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/account/orders" className={buttonClasses('primary', 'flex-1')}>
              See my orders
            </Link>
            <Link to="/" className={buttonClasses('secondary', 'flex-1')}>
              Continue shopping
            </Link>
          </div>
        </div>
      </PageBody>
    </RequireSession>
  );
}
