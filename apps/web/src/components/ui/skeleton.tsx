import { cn } from './cn';

/** A grey pulsing block shaped like the content that is loading. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-control bg-gray-200', className)} />;
}
