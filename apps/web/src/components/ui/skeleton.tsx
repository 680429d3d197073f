import type { CSSProperties } from 'react';

type SkeletonProps = { width?: CSSProperties['width']; height?: CSSProperties['height']; round?: boolean };

/** A grey pulsing block shaped like the content that is loading. Hidden from screen readers. */
export function Skeleton({ width = '100%', height = 16, round = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={round ? 'ui-skeleton ui-skeleton--round' : 'ui-skeleton'}
      style={{ width, height }}
    />
  );
}
