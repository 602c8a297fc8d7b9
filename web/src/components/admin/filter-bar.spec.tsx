import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderPage } from '../../testing/render';
import { FilterBar } from './filter-bar';

interface Filters {
  search: string;
  status: string;
  day: string;
}

const DEFAULTS: Filters = { search: '', status: 'all', day: '' };

/** The bar under a page that keeps the filters and records every change it was told about. */
function Harness({ changes }: { changes: Filters[] }) {
  const [values, setValues] = useState(DEFAULTS);
  return (
    <FilterBar
      idPrefix="things"
      values={values}
      defaults={DEFAULTS}
      onChange={(next) => {
        changes.push(next);
        setValues(next);
      }}
      search={{ label: 'Buscar cosas' }}
      selects={[
        {
          key: 'status',
          label: 'Estado',
          options: [
            { value: 'all', label: 'Todas' },
            { value: 'active', label: 'Activas' },
          ],
        },
      ]}
      days={[{ key: 'day', label: 'Fecha' }]}
    />
  );
}

describe('FilterBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const changes: Filters[] = [];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<Harness changes={changes} />);
    return { changes, user, clear: () => screen.getByRole('button', { name: 'Limpiar Filtros' }) };
  };

  it('enables Clear only while some filter is set', async () => {
    const { user, clear } = setup();
    expect(clear()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Estado'), 'active');
    expect(clear()).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Estado'), 'all');
    expect(clear()).toBeDisabled();
    await user.type(screen.getByLabelText('Buscar cosas'), 'roma');
    expect(clear()).toBeEnabled();
  });

  it('sends the search once typing pauses, trimmed', async () => {
    const { user, changes } = setup();
    await user.type(screen.getByLabelText('Buscar cosas'), ' roma ');
    expect(changes).toEqual([]);
    act(() => jest.advanceTimersByTime(300));
    expect(changes).toEqual([{ search: 'roma', status: 'all', day: '' }]);
  });

  it('clears every filter at once and empties the search box', async () => {
    const { user, changes, clear } = setup();
    await user.selectOptions(screen.getByLabelText('Estado'), 'active');
    await user.type(screen.getByLabelText('Buscar cosas'), 'roma');
    act(() => jest.advanceTimersByTime(300));
    await user.click(clear());
    expect(changes.at(-1)).toEqual(DEFAULTS);
    expect(screen.getByLabelText('Buscar cosas')).toHaveValue('');
    expect(clear()).toBeDisabled();
    act(() => jest.advanceTimersByTime(300));
    expect(changes.at(-1)).toEqual(DEFAULTS);
  });

  it('filters by a day typed dd/mm/aaaa once it is a real one, and Clear empties it even half typed', async () => {
    const { user, changes, clear } = setup();
    const day = screen.getByLabelText('Fecha');
    await user.type(day, '3002202');
    expect(day).toHaveValue('30/02/202');
    await user.type(day, '6');
    expect(changes).toEqual([]);
    await user.clear(day);
    await user.type(day, '01032026');
    expect(changes).toEqual([{ search: '', status: 'all', day: '2026-03-01' }]);
    expect(clear()).toBeEnabled();
    await user.type(day, '{Backspace}');
    expect(changes.at(-1)).toEqual(DEFAULTS);
    await user.click(clear());
    expect(screen.getByLabelText('Fecha')).toHaveValue('');
  });
});
