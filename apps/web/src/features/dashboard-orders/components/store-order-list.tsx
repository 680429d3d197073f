import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { Skeleton } from '../../../components/ui/skeleton';

/** One order as the list shows it; the screen decides the words and badges of each cell. */
export interface StoreOrderRow {
  number: string;
  href: string;
  date: ReactNode;
  customer: string;
  items: string;
  total: number;
  payment: ReactNode;
  status: ReactNode;
}

const COLUMNS = ['Order', 'Date', 'Customer', 'Items', 'Total', 'Payment', 'Status'] as const;
const cell = 'px-4 py-3 align-middle';

/** The store's orders as a table from 768 px and as stacked cards below; each opens the order. */
export function StoreOrderList({ rows, busy }: { rows: readonly StoreOrderRow[]; busy: boolean }) {
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <ul aria-label="Orders" className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.number}>
            <Link
              to={row.href}
              className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-gray-900">{row.number}</span>
                <Price naira={row.total} className="text-gray-900" />
              </span>
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-gray-600">
                <span className="font-medium text-gray-900">{row.customer}</span>
                <span>
                  {row.date} · {row.items}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-1.5">
                {row.status}
                {row.payment}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Orders</caption>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`${cell} font-medium ${column === 'Total' ? 'text-right' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              // The number's link covers the whole row, so a click anywhere opens the order.
              <tr key={row.number} className="relative hover:bg-gray-50">
                <th scope="row" className={`${cell} font-semibold whitespace-nowrap text-gray-900`}>
                  <Link
                    to={row.href}
                    className="after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {row.number}
                  </Link>
                </th>
                <td className={`${cell} whitespace-nowrap text-gray-600`}>{row.date}</td>
                <td className={`${cell} text-gray-900`}>{row.customer}</td>
                <td className={`${cell} whitespace-nowrap text-gray-600`}>{row.items}</td>
                <td className={`${cell} text-right`}>
                  <Price naira={row.total} />
                </td>
                <td className={cell}>{row.payment}</td>
                <td className={cell}>{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Rows shaped like the list while the first page loads. */
export function StoreOrderListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card">
          <span className="flex justify-between gap-3">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-20" />
          </span>
          <Skeleton className="h-4 w-56 max-w-full" />
          <Skeleton className="h-5 w-40" />
        </div>
      ))}
    </div>
  );
}
