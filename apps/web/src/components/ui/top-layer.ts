/**
 * A modal <dialog> sits in the browser's top layer, above every z-index. What must show above
 * dialogs (the toasts) lives in the top layer too, as a manual popover, and is shown again after
 * each dialog opens: the top layer stacks in the order elements entered it.
 */
const RAISE_EVENT = 'kasuwa:raise-above-dialogs';

/** Called after a dialog enters the top layer. */
export function raiseAboveDialogs() {
  window.dispatchEvent(new Event(RAISE_EVENT));
}

/** Keeps `element` (a `popover="manual"` element) shown above every open dialog; returns the cleanup. */
export function keepAboveDialogs(element: HTMLElement): () => void {
  if (typeof element.showPopover !== 'function') return () => undefined;
  const raise = () => {
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  };
  raise();
  window.addEventListener(RAISE_EVENT, raise);
  return () => {
    window.removeEventListener(RAISE_EVENT, raise);
    if (element.matches(':popover-open')) element.hidePopover();
  };
}
