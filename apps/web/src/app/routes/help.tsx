import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../config/env';
import { SellOnKasuwaLink } from '../../features/selling/components/sell-on-kasuwa-link';
import { ContactList } from '../../features/support/components/contact-list';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function HelpScreen() {
  return (
    <>
      <PageHeader title="Help & Support" back="/" />
      <PageBody>
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          <Link
            to="/account/orders"
            className="flex min-h-14 items-center gap-4 rounded-card bg-white px-4 py-3 shadow-card hover:bg-gray-50"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            >
              <Package className="size-5" />
            </span>
            <span className="flex-1 font-medium text-gray-900">Orders</span>
            <ChevronRight className="size-5 text-gray-400" aria-hidden="true" />
          </Link>
          <p className="text-gray-600">
            Questions about a product, a brand store, your cart or an order? Write or call us and we will help.
          </p>
          <ContactList email={config.supportEmail} phone={config.supportPhone} />
          <SellOnKasuwaLink />
          <WhatWeCount />
        </div>
      </PageBody>
    </>
  );
}

/** The privacy note of issue 12: what lib/shop-events records, and what it never does. */
function WhatWeCount() {
  return (
    <section
      aria-labelledby="what-we-count"
      className="space-y-2 rounded-card bg-white p-4 text-sm text-gray-700 shadow-card"
    >
      <h2 id="what-we-count" className="text-base font-semibold text-gray-900">
        What we count
      </h2>
      <p>
        To show brands how their stores do, we count what happens in the shop: stores and products viewed, products
        shown in lists, searches (the words and how many results), products added to a cart, orders, and retailers
        opened on the map or asked for directions.
      </p>
      <p>
        These counts are kept under a random number your browser makes, not under your name or account. We do not record
        your name, email, phone number, network (IP) address or browser with them. Each event is deleted after 90 days;
        brands only ever see totals.
      </p>
      <p>If your browser sends Global Privacy Control or Do Not Track, we count nothing and no number is made.</p>
    </section>
  );
}
