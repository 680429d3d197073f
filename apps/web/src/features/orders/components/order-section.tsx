import { useId, type ReactNode } from 'react';

/** A titled card of an order's page; the title names it as a region for screen readers. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card">
      <h2 id={id} className="mb-3 text-base font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type OrderFact = [label: string, value: ReactNode];

/** Label and value pairs (recipient, phone, method...); a pair without a value is left out. */
export function OrderFacts({ facts }: { facts: readonly OrderFact[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words text-gray-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
