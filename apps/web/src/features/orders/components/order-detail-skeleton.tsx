import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';

/** An order's page while it loads (the shopper's and the store's): two columns of cards. */
export function OrderDetailSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('grid gap-4 lg:grid-cols-[3fr_2fr]', className)} aria-busy="true">
      <span className="sr-only" role="status">
        Loading the order
      </span>
      {[0, 1].map((column) => (
        <div key={column} className="flex flex-col gap-4">
          {[0, 1].map((index) => (
            <div key={index} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-4 w-40" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
