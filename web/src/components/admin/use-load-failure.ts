import { useEffect } from 'react';
import { showToast } from '../toaster';

/** Toasts, once, that what a screen's dialogs offer (clients, classes, plans) could not be loaded. */
export function useLoadFailure(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) showToast(message, 'error');
  }, [failed, message]);
}
