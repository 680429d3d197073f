import { cn } from './cn';

/** Kasuwa's round "K" mark; decorative, so the link or heading beside it carries the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white',
        className,
      )}
    >
      K
    </span>
  );
}
