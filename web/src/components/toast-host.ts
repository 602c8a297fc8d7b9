import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { Cross, Error as ErrorIcon, InfoSign, TickCircle, WarningSign } from '@blueprintjs/icons';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const STYLE: Record<ToastType, { intent: Intent; icon: ComponentType }> = {
  success: { intent: Intent.SUCCESS, icon: TickCircle },
  error: { intent: Intent.DANGER, icon: ErrorIcon },
  warning: { intent: Intent.WARNING, icon: WarningSign },
  info: { intent: Intent.PRIMARY, icon: InfoSign },
};

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.createAsync(
    { position: Position.TOP, maxToasts: 5 },
    { domRenderer: (element, container) => createRoot(container).render(element) },
  );
  return toaster;
}

/**
 * The close button's name in the page's language (<html lang>, kept by the preferences): the
 * toaster renders outside the translated tree, and Blueprint's own button says "Close" always.
 */
const CLOSE_LABEL: Record<string, string> = { es: 'Cerrar notificación', en: 'Close notification' };

function closeAction() {
  const label = CLOSE_LABEL[document.documentElement.lang] ?? CLOSE_LABEL.es;
  // A toast's action button dismisses it once clicked.
  return { icon: createElement(Cross), 'aria-label': label, title: label };
}

/** The toaster itself, loaded on demand by `showToast` (./toaster). */
export function showToastNow(message: string, type: ToastType, timeoutMs: number): void {
  const { intent, icon } = STYLE[type];
  void getToaster().then((instance) =>
    instance.show({
      message,
      intent,
      icon: createElement(icon),
      className: `toast-${type}`,
      timeout: timeoutMs,
      isCloseButtonShown: false,
      action: closeAction(),
    }),
  );
}
