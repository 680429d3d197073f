import { Skeleton } from '../../../components/ui/skeleton';

/** Rows shaped like the product list while it loads. */
export function MyProductsSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 rounded-card bg-white p-3 shadow-card">
          <Skeleton className="size-14 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-48 max-w-full" />
            <Skeleton className="h-4 w-28" />
          </div>
        </li>
      ))}
    </ul>
  );
}
