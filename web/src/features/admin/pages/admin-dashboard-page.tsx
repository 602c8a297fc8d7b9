import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { ADMIN_MODULE_PATHS, ADMIN_MODULES, AdminLayout } from '../../../components/admin/admin-header';
import { SelectInput } from '../../../components/select-input';
import { currentLocale } from '../../../lib/format';
import { formatStudioShortDay, studioMonthStart, studioToday } from '../../../lib/studio-time';
import { useNow } from '../../../lib/use-now';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useListOccurrencesQuery } from '../../reservations';
import { useDashboardOverviewQuery } from '../api';
import { ModuleIcon } from '../components/module-icon';
import { OverviewTiles } from '../components/overview-tiles';
import { StudioTiles } from '../components/studio-tiles';
import { TodayClasses } from '../components/today-classes';
import { useDashboardBranch } from '../use-dashboard-branch';
import '../components/admin-dashboard.css';

/** Another desk's booking, check-in or payment shows within this long while the tab has focus. */
const REFRESH_MS = 60_000;

/**
 * /admin and /admin-dashboard: the studio's day (today's classes, bookings and check-ins) and month
 * (revenue, memberships, clients at risk) of every branch or one, the whole studio's counts, and a
 * way into every module. Each tile opens its screen.
 */
export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const user = useAppSelector(selectUser);
  // Renewed each minute: past midnight the dashboard turns to the new day and, on the 1st, month.
  const now = useNow(REFRESH_MS);
  const today = studioToday(new Date(now));
  const monthStart = studioMonthStart(today);
  const branches = useListBranchesQuery({ status: 'active', sort: 'name', order: 'asc', limit: 100 });
  const branchList = branches.data?.branches;
  const [asked, setBranch] = useDashboardBranch();
  // A branch since deactivated (an old link) reads as every branch.
  const branchId = branchList && !branchList.some((branch) => branch.id === asked) ? '' : asked;
  const branch = branchId ? { branchId } : {};
  const polling = { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true };
  const overview = useDashboardOverviewQuery({ startDate: monthStart, endDate: today, ...branch }, polling);
  const occurrences = useListOccurrencesQuery({ from: today, days: 1, ...branch }, polling);
  const locale = currentLocale(i18n.language);
  // The reservations list on today, of the branch chosen: the bookings the tile counts.
  const bookingsQuery = new URLSearchParams(branchId ? { date: today, branchId } : { date: today });
  const bookingsLink = `${ADMIN_MODULE_PATHS['admin-reservations']}?${bookingsQuery}`;

  return (
    <AdminLayout module="admin">
      <header className="admin-dashboard-header">
        <h1 className="bp6-heading">{t('title')}</h1>
        {user && <p>{t('welcome', { name: user.name })}</p>}
      </header>

      <div className="admin-dashboard-toolbar">
        <FormGroup label={t('branch')} labelFor="admin-dashboard-branch" inline>
          <SelectInput
            id="admin-dashboard-branch"
            value={branchId}
            onChange={(event) => setBranch(event.currentTarget.value)}
            options={[
              { value: '', label: t('allBranches') },
              ...(branchList ?? []).map((option) => ({ value: option.id, label: option.name })),
            ]}
          />
        </FormGroup>
        <p className="muted">
          {t('period', {
            from: formatStudioShortDay(monthStart, locale),
            to: formatStudioShortDay(today, locale, true),
          })}
        </p>
      </div>

      <OverviewTiles
        overview={overview.data}
        loading={overview.isLoading}
        failed={overview.isError}
        bookingsLink={bookingsLink}
      />

      <TodayClasses
        occurrences={occurrences.data?.occurrences}
        loading={occurrences.isLoading}
        failed={occurrences.isError}
        allBranches={branchId === ''}
        now={now}
      />

      <section aria-labelledby="admin-studio-title">
        <h2 id="admin-studio-title" className="bp6-heading">
          {t('studioTitle')}
        </h2>
        <StudioTiles />
      </section>

      <section aria-labelledby="admin-modules-title">
        <h2 id="admin-modules-title" className="bp6-heading">
          {t('modulesTitle')}
        </h2>
        <nav className="admin-dashboard-modules">
          {ADMIN_MODULES.filter((module) => module !== 'admin').map((module) => (
            <Link key={module} to={ADMIN_MODULE_PATHS[module]} className="admin-dashboard-module">
              <ModuleIcon name={module} />
              <span>{t(`modules.${module}`, { ns: 'admin-shell' })}</span>
            </Link>
          ))}
        </nav>
      </section>
    </AdminLayout>
  );
}
