import { useEffect, useRef, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { keepAboveDialogs } from './top-layer';

/** The spec dismisses a toast swiped at least 20 px; sonner's own threshold is a fixed 45 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 20;

/**
 * The spec's toasts: top-right, 356 px wide, 4000 ms, 3 visible, 14 px from the edge.
 * Sonner still dismisses a fast flick (velocity above 0.11) by itself. They live in a manual
 * popover kept above any open dialog (a dialog's backdrop would cover them otherwise).
 */
export function Toaster() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => dismissOnShortSwipe(TOAST_SWIPE_THRESHOLD_PX), []);
  useEffect(() => (layer.current ? keepAboveDialogs(layer.current) : undefined), []);
  return (
    <div
      ref={layer}
      popover="manual"
      data-testid="toast-layer"
      className="pointer-events-none inset-auto m-0 size-0 overflow-visible border-0 bg-transparent p-0 [&_[data-sonner-toast]]:pointer-events-auto"
    >
      <Sonner
        position="top-right"
        duration={4000}
        visibleToasts={3}
        offset={14}
        closeButton
        style={{ '--width': '356px' } as CSSProperties}
      />
    </div>
  );
}

/** Closes a toast swiped at least `threshold` px, through its own close button; returns the cleanup. */
function dismissOnShortSwipe(threshold: number) {
  let start: { x: number; y: number; toast: HTMLElement } | null = null;
  const onDown = (event: PointerEvent) => {
    const toast = (event.target as Element | null)?.closest?.<HTMLElement>('[data-sonner-toast]');
    start = toast ? { x: event.clientX, y: event.clientY, toast } : null;
  };
  const onUp = (event: PointerEvent) => {
    if (!start) return;
    const distance = Math.max(Math.abs(event.clientX - start.x), Math.abs(event.clientY - start.y));
    if (distance >= threshold) start.toast.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
    start = null;
  };
  document.addEventListener('pointerdown', onDown, true);
  document.addEventListener('pointerup', onUp, true);
  return () => {
    document.removeEventListener('pointerdown', onDown, true);
    document.removeEventListener('pointerup', onUp, true);
  };
}
