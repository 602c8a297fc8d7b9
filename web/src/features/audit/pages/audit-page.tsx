import { useTranslation } from 'react-i18next';
import { AdminLayout } from '../../../components/admin/admin-header';
import { PageTitle } from '../../../components/admin/page-title';
import { ActivitySection } from '../components/activity-section';
import { RecordSearch } from '../components/record-search';

/**
 * Auditoría (admins): find a record by name, email or id, and the studio's recent activity, newest
 * first, with its filters in the address. A finding or an event opens the record's stream.
 */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  return (
    <AdminLayout module="admin-audit">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <RecordSearch />
      <ActivitySection />
    </AdminLayout>
  );
}
