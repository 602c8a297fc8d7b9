import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../testing/render';
import { useReportFilters } from './use-report-filters';

const TODAY = '2026-03-15';

/** Two changes in one gesture, before the router shows the first: both must stay. */
function Probe() {
  const filters = useReportFilters(TODAY);
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
});
