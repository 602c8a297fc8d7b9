import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { listViewOf, useListState } from './use-list-state';

type Filters = { search: string; status: string };
const NO_FILTERS: Filters = { search: '', status: 'all' };
const SORT_FIELDS = ['name', 'city'] as const;

function renderList(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListState<Filters, 'name' | 'city'>(NO_FILTERS, SORT_FIELDS), location: useLocation() }),
    { wrapper },
  );
}

describe('useListState', () => {
  it('reads filters, page and order from the address (Back restores a list as it was left)', () => {
    const { result } = renderList('/admin-clients?search=ana&status=inactive&page=3&sort=city&order=desc');
    expect(result.current.list.filters).toEqual({ search: 'ana', status: 'inactive' });
    expect(result.current.list.request).toEqual({ page: 3, limit: 10, sort: 'city', order: 'desc' });
  });

  it('writes only what differs from the defaults, keeps other parameters, and a new filter shows page 1', () => {
    const { result } = renderList('/admin-clients?action=new-client&page=2');
    act(() => result.current.list.setFilters({ search: 'ana', status: 'all' }));
    expect(result.current.location.search).toBe('?action=new-client&search=ana');
    act(() => result.current.list.toggleSort('name'));
    act(() => result.current.list.toggleSort('name'));
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?action=new-client&search=ana&page=2&sort=name&order=desc');
    expect(result.current.list.page).toBe(2);
  });

  it('keeps both of two changes made before the list renders again (a select, then the search pause ending)', () => {
    const { result } = renderList('/admin-users');
    const shown = result.current.list;
    act(() => {
      shown.setFilters({ search: '', status: 'inactive' });
      shown.setFilters({ search: 'castillo', status: 'all' });
    });
    expect(result.current.location.search).toBe('?search=castillo&status=inactive');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?search=castillo&status=inactive&page=2');
  });

  it('ignores an order the list does not know and a page that is not one', () => {
    const view = listViewOf(new URLSearchParams('sort=password&page=-4'), NO_FILTERS, SORT_FIELDS);
    expect(view).toEqual({ filters: NO_FILTERS, page: 1, sort: null });
  });
});
