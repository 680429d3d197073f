import type { ReactNode } from 'react';
import { SectionError } from './section-error';

/** A period's figures: a heading with the period switch beside it, then the figures or a way to try again. */
export function FiguresSection({
  headingId,
  title,
  periodSwitch,
  busy,
  failed,
  onRetry,
  children,
}: {
  headingId: string;
  title: ReactNode;
  periodSwitch: ReactNode;
  busy: boolean;
  failed: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {periodSwitch}
      </div>
      {failed ? <SectionError onRetry={onRetry}>We could not load your figures.</SectionError> : children}
    </section>
  );
}
