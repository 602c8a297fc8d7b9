import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../testing/render';
import { Pager, pageWindow } from './pager';

const i18n = testI18n('es');
const branches = (count: number) => i18n.t('table.total', { ns: 'branches', count });

function renderPager(total: number, page: number, totalPages: number) {
  const onPage = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Pager total={total} page={page} totalPages={totalPages} limit={10} onPage={onPage} countLabel={branches} />
    </I18nextProvider>,
  );
  return onPage;
}

describe('Pager', () => {
  it('shows only the count when everything fits on one page', () => {
    renderPager(2, 1, 1);
    expect(screen.getByText('2 sucursales')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the pages when there is more than one', async () => {
    const onPage = renderPager(25, 2, 3);
    expect(screen.getByText('Mostrando 11-20 de 25 sucursales')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('shows the last page as partly filled and cannot go past it', () => {
    renderPager(25, 3, 3);
    expect(screen.getByText('Mostrando 21-25 de 25 sucursales')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('keeps at most seven page buttons, around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 7]);
    expect(pageWindow(10, 20)).toEqual([7, 13]);
    expect(pageWindow(20, 20)).toEqual([14, 20]);
  });
});
