import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, resourcesFromFiles } from '../../../lib/i18n-setup';
import esBranches from '../../../locales/es/branches.json';
import { BranchesPager } from './branches-pager';

const i18n = createI18n(resourcesFromFiles({ 'es/branches.json': esBranches }), 'es');

function renderPager(total: number, page: number, totalPages: number) {
  const onPage = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BranchesPager total={total} page={page} totalPages={totalPages} onPage={onPage} />
    </I18nextProvider>,
  );
  return onPage;
}

describe('BranchesPager', () => {
  it('shows only the count when everything fits on one page', () => {
    renderPager(2, 1, 1);
    expect(screen.getByText('2 sucursales')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the pages when there is more than one', async () => {
    const onPage = renderPager(25, 2, 3);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});
