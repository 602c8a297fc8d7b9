import { Button, Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { Chart } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REPORT_MAX_DAYS, type UserDto } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { homePathFor, selectUser } from '../../auth';
import { ClassesSection } from '../components/classes-section';
import { ReportFilterBar } from '../components/report-filter-bar';
import { reportMessage } from '../report-format';
import { useReportFilters } from '../use-report-filters';
import '../components/reports.css';

/**
 * /instructor-reports, "Mis reportes": how full the signed-in instructor's own classes were and who
 * came, over a period kept in the address (the last 30 studio days by default). The API answers an
 * instructor only (GET /reports/my-classes); anyone else is pointed to their own home.
 */
export default function InstructorReportsPage() {
  // The login guard has the user in the session before this page renders.
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return user.role === 'INSTRUCTOR' ? <MyClassesReport /> : <NotAnInstructor user={user} />;
}

function MyClassesReport() {
  const { t, i18n } = useTranslation('reports');
  const { t: common } = useTranslation();
  const filters = useReportFilters();
  // The period only: an instructor's report is of every branch its classes are at.
  const { startDate, endDate } = filters.range;
  return (
    <div className="reports-own">
      <header className="reports-own__header">
        <h1 className="bp6-heading">{common('pages.instructorReports')}</h1>
        <p className="lead">{t('classes.subtitle')}</p>
      </header>
      <ReportFilterBar filters={filters} />
      {filters.problem ? (
        <Callout intent={Intent.WARNING} role="alert">
          {reportMessage(filters.problem, i18n.language, { max: REPORT_MAX_DAYS })}
        </Callout>
      ) : (
        <ClassesSection query={{ startDate, endDate }} />
      )}
    </div>
  );
}

function NotAnInstructor({ user }: { readonly user: UserDto }) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  return (
    <div className="content-page">
      <NonIdealState
        icon={<Chart size={48} />}
        title={t('classes.notInstructor.title')}
        description={t('classes.notInstructor.body')}
        action={
          <Button
            intent={Intent.PRIMARY}
            text={t('classes.notInstructor.go')}
            onClick={() => navigate(homePathFor(user))}
          />
        }
      />
    </div>
  );
}
