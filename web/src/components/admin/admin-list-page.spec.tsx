import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from '@blueprintjs/icons';
import { renderPage } from '../../testing/render';
import { AdminListPage } from './admin-list-page';
import { useListState } from './use-list-state';

interface Row {
  readonly id: string;
  readonly name: string;
  readonly size: number;
}

const ROWS: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: `r-${index}`,
  name: `Cosa ${String(index).padStart(2, '0')}`,
  size: 25 - index,
}));
type Filters = { search: string };
const NO_FILTERS: Filters = { search: '' };
const SORT_FIELDS = ['name', 'size'] as const;

/** A list screen (in the branches' words) over a fake server that records each request and answers its page. */
function Screen({ requests }: { readonly requests: unknown[] }) {
  const list = useListState<Filters, 'name' | 'size'>(NO_FILTERS, SORT_FIELDS);
  requests.push(list.request);
  const { page, limit, sort, order } = list.request;
  const sorted = sort ? [...ROWS].sort((a, b) => (a[sort] < b[sort] ? -1 : 1) * (order === 'desc' ? -1 : 1)) : ROWS;
  return (
    <AdminListPage
      screen={{
        module: 'admin-branches',
        namespace: 'branches',
        rows: () => sorted.slice((page - 1) * limit, page * limit),
        emptyIcon: <Inbox />,
      }}
      list={list}
      query={{
        data: { total: ROWS.length, totalPages: 3, currentPage: page, limit },
        isLoading: false,
        isError: false,
      }}
      table={{
        caption: 'Cosas',
        rowKey: (row) => row.id,
        columns: [
          { key: 'name', label: 'Nombre', sort: 'name', render: (row) => row.name },
          { key: 'size', label: 'Tamaño', sort: 'size', render: (row) => row.size },
          { key: 'note', label: 'Nota', render: () => '—' },
        ],
      }}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const firstCell = () => within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent;

describe('AdminListPage', () => {
  it('shows a sort hint on every sortable header before any click, and none on the others', () => {
    renderPage(<Screen requests={[]} />);
    for (const name of ['Nombre', 'Tamaño']) {
      expect(header(name)).toHaveAttribute('aria-sort', 'none');
      expect(
        within(header(name))
          .getByRole('button', { name: `Ordenar por ${name}` })
          .querySelector('.admin-sort__hint'),
      ).not.toBeNull();
    }
    expect(header('Nota')).not.toHaveAttribute('aria-sort');
    expect(within(header('Nota')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts ascending, then descending, telling which way, and always from the first page', async () => {
    const requests: unknown[] = [];
    renderPage(<Screen requests={requests} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(firstCell()).toBe('Cosa 10');

    await user.click(screen.getByRole('button', { name: 'Ordenar por Tamaño' }));
    expect(requests.at(-1)).toEqual({ page: 1, limit: 10, sort: 'size', order: 'asc' });
    expect(header('Tamaño')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'none');
    expect(firstCell()).toBe('Cosa 24');

    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Ordenar por Tamaño' }));
    expect(requests.at(-1)).toEqual({ page: 1, limit: 10, sort: 'size', order: 'desc' });
    expect(header('Tamaño')).toHaveAttribute('aria-sort', 'descending');
    expect(firstCell()).toBe('Cosa 00');
  });

  it('goes back to the first page when the filters change', async () => {
    const requests: unknown[] = [];
    renderPage(<Screen requests={requests} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.type(screen.getByLabelText('Buscar sucursales'), 'x');
    await screen.findByText('Mostrando 1-10 de 25 sucursales');
    expect(requests.at(-1)).toEqual({ page: 1, limit: 10 });
  });
});
