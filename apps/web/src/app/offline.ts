import { TOP_NOTE_VARIABLE } from '../components/ui/top-note';
import { READ_ANSWERED, type ReadAnswered } from '../service-worker/messages';

export const OFFLINE_NOTE = "You're offline. Showing the stores and products you saw last; your cart still works.";

/**
 * Registers the service worker (dist/sw.js, docs/decisions/0021) and shows a note while the app is
 * offline or showing answers the worker kept from an earlier visit. Started after the page's
 * `load` event (app/after-load.ts), outside the first paint's JavaScript.
 */
export function startOffline(): void {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // No worker (a private window that refuses it, an old browser): the app works online as before.
  });
  let servedFromCache = false;
  const update = () => showNote(!navigator.onLine || servedFromCache);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<ReadAnswered | undefined>) => {
    if (event.data?.type !== READ_ANSWERED) return;
    servedFromCache = event.data.fromCache;
    update();
  });
  window.addEventListener('offline', update);
  window.addEventListener('online', () => {
    servedFromCache = false;
    update();
  });
  update();
}

let note: HTMLElement | undefined;
let noteHeight: ResizeObserver | undefined;

/**
 * A bar above the page (it pushes the page down rather than covering anything), read out once shown.
 * Its height, kept as the window's width changes, moves phone toasts down below the header.
 */
function showNote(show: boolean): void {
  const root = document.documentElement.style;
  if (!show) {
    note?.remove();
    noteHeight?.disconnect();
    root.removeProperty(TOP_NOTE_VARIABLE);
    return;
  }
  if (!note) {
    note = document.createElement('aside');
    note.setAttribute('aria-label', 'Connection');
    note.className = 'bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950';
    const text = document.createElement('p');
    text.setAttribute('role', 'status');
    text.dataset.testid = 'offline-note';
    text.textContent = OFFLINE_NOTE;
    note.append(text);
  }
  if (note.isConnected) return;
  document.body.prepend(note);
  noteHeight ??= new ResizeObserver(() => root.setProperty(TOP_NOTE_VARIABLE, `${note?.offsetHeight ?? 0}px`));
  noteHeight.observe(note);
}
