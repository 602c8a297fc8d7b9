import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab's title to "<title> · BoxStudio" in the page's language; just "BoxStudio" without one. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const app = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}

/** A route's element under its own tab title; `titleKey` is a key of the common namespace. */
export function Titled({ titleKey, children }: { readonly titleKey: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return children;
}
