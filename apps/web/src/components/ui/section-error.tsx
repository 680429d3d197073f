import type { ReactNode } from 'react';
import { Button } from './button';

/** A section that could not load, with a way to try again. */
export function SectionError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-red-50 p-4 text-red-700"
    >
      <p>{children}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
