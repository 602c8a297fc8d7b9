import type * as ToastHostModule from './toast-host';
import type { ToastType } from './toast-host';

export type { ToastType };

export const TOAST_TIMEOUT_MS = 3000;

type ToastHost = typeof ToastHostModule;

// Blueprint's toaster (and its overlay code) loads with the first toast, not with the page.
let host: Promise<ToastHost> | undefined;

function loadHost(): Promise<ToastHost> {
  host ??= import('./toast-host').catch((error: unknown) => {
    host = undefined; // a failed chunk load is retried by the next toast
    throw error;
  });
  return host;
}

/** Shows a toast: an icon per type, hidden after `timeoutMs`, with a close button. */
export function showToast(message: string, type: ToastType = 'info', timeoutMs = TOAST_TIMEOUT_MS): void {
  loadHost().then(
    (loaded) => loaded.showToastNow(message, type, timeoutMs),
    () => undefined,
  );
}
