import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/** One dashboard figure: a label over a big number. */
export function StatCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-gray-600">{label}</h3>
        <span className="text-brand-700 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="tabular text-2xl font-semibold text-gray-900">{children}</p>
    </div>
  );
}

export function StatCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-8 w-16" />
    </div>
  );
}
