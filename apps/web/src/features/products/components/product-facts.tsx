import type { ReactNode } from 'react';

/** Label / value rows (a description list), e.g. Batch Quantity and Created. */
export function ProductFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-gray-200 rounded-card border border-gray-200 bg-white">
      {facts.map(({ label, value }) => (
        <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-3 text-sm">
          <dt className="text-gray-600">{label}</dt>
          <dd className="tabular text-right font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
