import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** The spec dismisses a toast swiped at least 20 px; sonner's own threshold is a fixed 45 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 20;

/**
 * The spec's toasts: top-right, 356 px wide, 4000 ms, 3 visible, 14 px from the edge.
 * Sonner still dismisses a fast flick (velocity above 0.11) by itself.
 */
export function Toaster() {
  useEffect(() => dismissOnShortSwipe(TOAST_SWIPE_THRESHOLD_PX), []);
  return (
    <Sonner
      position="top-right"
      duration={4000}
      visibleToasts={3}
      offset={14}
      closeButton
      style={{ '--width': '356px' } as CSSProperties}
    />
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
