import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { aUser, renderRoutes } from '../../../testing/render';
import ReportsPage from '../pages/reports-page';

/** Keeps the address's query string where a spec reads it. */
function SearchProbe({ probe }: { readonly probe: { search: string } }) {
  probe.search = useLocation().search;
  return null;
}

/**
 * The admins' reports screen at `path` (a tab, a period in its address), signed in as an admin; `search()`
 * is its address's query string now.
 */
export async function openReports(language: 'es' | 'en' = 'es', path = '/admin-reports') {
  const probe = { search: '' };
  const element = (
    <>
      <ReportsPage />
      <SearchProbe probe={probe} />
    </>
  );
  const rendered = renderRoutes([{ path: '/admin-reports', element }], { path, user: aUser('ADMIN'), language });
  await screen.findByRole('heading', { level: 1, name: language === 'es' ? 'Reportes' : 'Reports' });
  return { ...rendered, search: () => probe.search };
}

/** A report's card, by its title. */
export const card = (name: string) => screen.findByRole('region', { name });

/** The names of the files the page handed to the browser's downloads. */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** A rate or a change as the page writes it, whatever space the platform's ICU puts before the sign. */
export const percent = (text: string) => new RegExp(`^${text.replace(/[.+]/g, '\\$&')}\\s?%$`);
