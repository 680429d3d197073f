import type { ExternalToast } from 'sonner';

/**
 * Toasts, with sonner loaded on first use: no screen pays for it before its first paint.
 * Kinds are the spec's: success, error, info, warning, loading.
 */
const sonner = () => import('sonner').then((m) => m.toast);

type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  void sonner().then((toast) => toast[kind](message, options));
};

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
};
