import { Skeleton } from '../../../components/ui/skeleton';

/** Card-shaped blocks while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-24 w-full rounded-card" />
      ))}
    </div>
  );
}
