import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../testing/render';
import { useQueryAction } from './use-query-action';

/** A screen that counts its `?action=open` runs and shows where it is. */
function Screen({ run }: { readonly run: () => void }) {
  useQueryAction('open', run);
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

describe('useQueryAction', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the action 500 ms after arrival, once, and takes it out of the address', () => {
    const run = jest.fn();
    renderRoutes([{ path: '/admin-things', element: <Screen run={run} /> }], {
      path: '/admin-things?action=open&page=2',
    });
    act(() => jest.advanceTimersByTime(499));
    expect(run).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('address')).toHaveTextContent('/admin-things?page=2');
    act(() => jest.advanceTimersByTime(1000));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing for another action', () => {
    const run = jest.fn();
    renderRoutes([{ path: '/admin-things', element: <Screen run={run} /> }], { path: '/admin-things?action=other' });
    expect(screen.getByTestId('address')).toHaveTextContent('/admin-things?action=other');
    act(() => jest.advanceTimersByTime(1000));
    expect(run).not.toHaveBeenCalled();
  });
});
