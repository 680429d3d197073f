import type { ReactNode } from 'react';
import type { DashboardStats } from '../api/get-dashboard-stats';

const COUNT = new Intl.NumberFormat('en-GB');
const plural = (n: number, one: string, many = `${one}s`) => `${COUNT.format(n)} ${n === 1 ? one : many}`;

/** A titled card with a ranked list, or a sentence that says truly why it is empty. */
function ListCard({
  id,
  title,
  hint,
  empty,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2 rounded-card bg-white p-4 shadow-card">
      <h3 id={id} className="font-semibold text-gray-900">
        {title}
      </h3>
      <p className="text-sm text-gray-600">{hint}</p>
      {empty ? (
        <p className="py-2 text-sm text-gray-700">{empty}</p>
      ) : (
        <ol className="divide-y divide-gray-100">{children}</ol>
      )}
    </section>
  );
}

function Row({ rank, main, detail, figure }: { rank: number; main: string; detail?: string; figure: string }) {
  return (
    <li className="flex items-start gap-3 py-2">
      <span className="tabular w-5 shrink-0 text-sm text-gray-500">{rank}.</span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-gray-900">{main}</p>
        {detail && <p className="text-sm text-gray-600">{detail}</p>}
      </div>
      <span className="tabular shrink-0 text-sm font-semibold text-gray-900">{figure}</span>
    </li>
  );
}

/** What to act on: the products that draw shoppers, what they look for, and where they go. */
export function ActionLists({ stats, days }: { stats: DashboardStats; days: number }) {
  const inPeriod = `in these ${days} days`;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <ListCard
        id="top-products-heading"
        title="Top products"
        hint="Views, adds to cart and units ordered."
        empty={stats.topProducts.length === 0 ? `No one viewed your products ${inPeriod}.` : null}
      >
        {stats.topProducts.map((row, index) => (
          <Row
            key={row.product.id}
            rank={index + 1}
            main={row.product.name}
            detail={`${plural(row.addedToCart, 'add', 'adds')} to cart · ${COUNT.format(row.ordered)} ordered`}
            figure={plural(row.views, 'view')}
          />
        ))}
      </ListCard>
      <ListCard
        id="top-terms-heading"
        title="Top search terms"
        hint="What shoppers searched for where your products showed."
        empty={stats.topSearchTerms.length === 0 ? `No searches found your products ${inPeriod}.` : null}
      >
        {stats.topSearchTerms.map((row, index) => (
          <Row
            key={row.term}
            rank={index + 1}
            main={`“${row.term}”`}
            figure={plural(row.searches, 'search', 'searches')}
          />
        ))}
      </ListCard>
      <ListCard
        id="no-results-heading"
        title="Searches that found nothing"
        hint="Searched for in your store with no result: demand you do not serve yet."
        empty={stats.searchesWithNoResults.length === 0 ? `No search in your store came back empty ${inPeriod}.` : null}
      >
        {stats.searchesWithNoResults.map((row, index) => (
          <Row
            key={row.term}
            rank={index + 1}
            main={`“${row.term}”`}
            figure={plural(row.searches, 'search', 'searches')}
          />
        ))}
      </ListCard>
      <ListCard
        id="directions-heading"
        title="Retailers most asked for directions"
        hint="Where shoppers wanted to go to buy your products."
        empty={
          stats.topDirectionRetailers.length === 0
            ? `No shopper asked for directions to your retailers ${inPeriod}.`
            : null
        }
      >
        {stats.topDirectionRetailers.map((row, index) => (
          <Row
            key={row.retailer.id}
            rank={index + 1}
            main={row.retailer.name}
            detail={row.retailer.location.fullAddress}
            figure={plural(row.directions, 'time')}
          />
        ))}
      </ListCard>
    </div>
  );
}
