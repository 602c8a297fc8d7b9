import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../testing/render';
import { useReportFilters } from './use-report-filters';

const TODAY = '2026-03-15';

/** Two changes in one gesture, before the router shows the first: both must stay. */
function Probe() {
  const filters = useReportFilters({ today: TODAY });
  const { search } = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          filters.setPreset('lastMonth');
          filters.setBranch('b-2');
          filters.setRange({ endDate: '2026-02-20' });
        }}
      >
        change
      </button>
      <button type="button" onClick={() => filters.setPreset('last30')}>
        default
      </button>
      <button
        type="button"
        onClick={() => {
          filters.setReport('users');
          filters.setPreset('lastMonth');
        }}
      >
        tab
      </button>
      <button type="button" onClick={() => filters.setReport(null)}>
        first tab
      </button>
      <output aria-label="report">{String(filters.report)}</output>
      <output aria-label="address">{search}</output>
      <output aria-label="query">{JSON.stringify(filters.query)}</output>
    </>
  );
}

const AS_OF = '2026-03-01T18:00:59.999Z';

/** The as-of instant set and cleared, on a screen that offers it (`offered`) or not. */
function AsOfProbe({ offered }: { readonly offered: boolean }) {
  const filters = useReportFilters({ today: TODAY, asOf: offered });
  const { search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => filters.setAsOf(AS_OF)}>
        as of
      </button>
      <button type="button" onClick={() => filters.setAsOf(null)}>
        now
      </button>
      <button type="button" onClick={() => filters.setPreset('thisMonth')}>
        this month
      </button>
      <output aria-label="preset">{filters.preset}</output>
      <output aria-label="address">{decodeURIComponent(search)}</output>
      <output aria-label="query">{JSON.stringify(filters.query)}</output>
    </>
  );
}

describe('useReportFilters', () => {
  it('keeps every change made before the address is shown, and writes only what differs from the default', async () => {
    renderRoutes([{ path: '/admin-reports', element: <Probe /> }], { path: '/admin-reports?tab=x' });
    expect(screen.getByLabelText('query')).toHaveTextContent('{"startDate":"2026-02-14","endDate":"2026-03-15"}');

    await userEvent.setup().click(screen.getByRole('button', { name: 'change' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '?tab=x&startDate=2026-02-01&endDate=2026-02-20&branchId=b-2',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'default' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\?tab=x&branchId=b-2$/);
  });

  it('keeps the report shown beside the period and branch, a tab and a period chosen in one gesture both', async () => {
    renderRoutes([{ path: '/admin-reports', element: <Probe /> }], { path: '/admin-reports?branchId=b-2' });
    expect(screen.getByLabelText('report')).toHaveTextContent('null');

    await userEvent.setup().click(screen.getByRole('button', { name: 'tab' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      /^\?startDate=2026-02-01&endDate=2026-02-28&branchId=b-2&report=users$/,
    );
    expect(screen.getByLabelText('report')).toHaveTextContent('users');

    await userEvent.setup().click(screen.getByRole('button', { name: 'first tab' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      /^\?startDate=2026-02-01&endDate=2026-02-28&branchId=b-2$/,
    );
    expect(screen.getByLabelText('report')).toHaveTextContent('null');
  });

  it('keeps the as-of instant in the address; the default and the quick choices count back from its day', async () => {
    renderRoutes([{ path: '/admin-reports', element: <AsOfProbe offered /> }], { path: '/admin-reports' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'as of' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(`?asOf=${AS_OF}`);
    expect(screen.getByLabelText('query')).toHaveTextContent(
      JSON.stringify({ startDate: '2026-01-31', endDate: '2026-03-01', asOf: AS_OF }),
    );
    expect(screen.getByLabelText('preset')).toHaveTextContent('last30');

    // "Este mes" as of 1 March: that day alone; it stays when the instant goes.
    await user.click(screen.getByRole('button', { name: 'this month' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      `?startDate=2026-03-01&endDate=2026-03-01&asOf=${AS_OF}`,
    );
    await user.click(screen.getByRole('button', { name: 'now' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\?startDate=2026-03-01&endDate=2026-03-01$/);
    expect(screen.getByLabelText('preset')).toHaveTextContent('custom');
  });

  it('reads and writes an as-of instant only where the screen offers one', async () => {
    renderRoutes([{ path: '/instructor-reports', element: <AsOfProbe offered={false} /> }], {
      path: `/instructor-reports?asOf=${AS_OF}`,
    });
    expect(screen.getByLabelText('query')).toHaveTextContent(
      JSON.stringify({ startDate: '2026-02-14', endDate: '2026-03-15' }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'as of' }));
    expect(screen.getByLabelText('query')).not.toHaveTextContent('asOf');
  });

  it('ignores an as-of instant the address carries malformed', () => {
    renderRoutes([{ path: '/admin-reports', element: <AsOfProbe offered /> }], {
      path: '/admin-reports?asOf=yesterday',
    });
    expect(screen.getByLabelText('query')).toHaveTextContent(
      JSON.stringify({ startDate: '2026-02-14', endDate: '2026-03-15' }),
    );
  });
});
