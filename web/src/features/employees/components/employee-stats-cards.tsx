import { useTranslation } from 'react-i18next';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { useGetEmployeeStatsQuery } from '../api';

/**
 * Spec §2's four tiles: total, active, "a second total" and instructors. The second total is the
 * rest of the staff (supervisors, managers and admins), each role counted under it, so every
 * number of GET /users/stats is on screen.
 */
export function EmployeeStatsCards() {
  const { t } = useTranslation('employees');
  const stats = useGetEmployeeStatsQuery();
  useLoadFailure(stats.isError, t('messages.statsError'));
  const numbers = stats.data;
  const error = stats.isError ? t('messages.statsError') : undefined;
  return (
    <StatsCards
      label={t('tiles.label')}
      cards={[
        { key: 'total', label: t('tiles.total'), value: numbers?.totalEmployees, error },
        { key: 'active', label: t('tiles.active'), value: numbers?.activeEmployees, error },
        {
          key: 'management',
          label: t('tiles.management'),
          value: numbers && numbers.supervisors + numbers.managers + numbers.admins,
          error,
          sub: numbers && (
            <ul className="employees-stat-roles">
              <li>{t('tiles.supervisors', { count: numbers.supervisors })}</li>
              <li>{t('tiles.managers', { count: numbers.managers })}</li>
              <li>{t('tiles.admins', { count: numbers.admins })}</li>
            </ul>
          ),
        },
        { key: 'instructors', label: t('tiles.instructors'), value: numbers?.instructors, error },
      ]}
    />
  );
}
