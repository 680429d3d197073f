import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts, with sonner loaded on first use: no screen pays for it before its first paint.
 * Kinds are the spec's: success, error, info, warning, loading.
 */
const sonner = () => import('sonner').then((m) => m.toast);

type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  wantToaster();
  void sonner().then((toast) => toast[kind](message, options));
};

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
};

let toasterWanted = false;
const listeners = new Set<() => void>();

/**
 * Asks for the toaster, where toasts show (app/app.tsx): by the first toast, or once the browser is
 * idle after the first screen, so that neither it nor sonner runs before a first paint. Sonner shows
 * a toast raised before the toaster is there as soon as it is.
 */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

/** Whether the toaster has been asked for. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
  );
}
