import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { BOTTOM_BAR_VARIABLE } from './bottom-bar';
import { TOP_NOTE_VARIABLE } from './top-note';
import { keepAboveDialogs } from './top-layer';

/** The spec dismisses a toast swiped at least 20 px; sonner's own threshold is a fixed 45 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 20;

/** From this width the shopper layout has its one header bar on top and no tab bar (docs/ui.md). */
const DESKTOP_QUERY = '(min-width: 48rem)';
/** Below it, a screen's sticky header is 3.5 rem (56 px) tall: phone toasts start just under it. */
export const PHONE_TOAST_TOP_PX = 64;
export const TOAST_OFFSET_PX = 14;
/** Below the header, which a note shown above it (offline) pushes down. */
const PHONE_TOAST_TOP = `calc(${PHONE_TOAST_TOP_PX}px + var(${TOP_NOTE_VARIABLE}, 0px))`;

/**
 * Where a toast covers nothing: on a phone at the top centre, below the screen's header (its title,
 * back arrow and bag) and clear of the tab bar and purchase bar at the bottom; on a wider screen at
 * the bottom right, away from the header's tabs and the page's content column.
 */
function useToastPosition() {
  const desktop = useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(DESKTOP_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(DESKTOP_QUERY).matches,
  );
  return desktop
    ? ({
        position: 'bottom-right',
        offset: { right: TOAST_OFFSET_PX, bottom: `calc(${TOAST_OFFSET_PX}px + var(${BOTTOM_BAR_VARIABLE}, 0px))` },
      } as const)
    : ({
        position: 'top-center',
        offset: { top: PHONE_TOAST_TOP },
        mobileOffset: { top: PHONE_TOAST_TOP },
      } as const);
}

/**
 * The spec's toasts, 356 px wide, 4000 ms, 3 visible, placed by useToastPosition (the spec's
 * top-right covered the header: docs/decisions). Sonner still dismisses a fast flick (velocity above
 * 0.11) by itself. They live in a manual popover kept above any open dialog (a dialog's backdrop
 * would cover them otherwise).
 */
export function Toaster() {
  const layer = useRef<HTMLDivElement>(null);
  const placement = useToastPosition();
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
        {...placement}
        duration={4000}
        visibleToasts={3}
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
