import { Button, Card, H2, H3 } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { BranchDto } from '@boxstudio/contracts';
import { AdminLayout } from '../../../components/admin/admin-header';
import { FieldList } from '../../../components/admin/field-list';
import { HistoryTimeline } from '../../../components/admin/history-timeline';
import { LoadState } from '../../../components/admin/load-state';
import { formatDateTime } from '../../../lib/format';
import type { ApiError } from '../../../lib/api';
import { useGetBranchQuery } from '../api';
import { BranchStatusTag } from '../components/branch-status-tag';
import '../components/branches.css';

const FIELDS = ['address', 'city', 'state', 'country', 'postalCode', 'phone', 'email'] as const;
/** The public state's fields the "as of" view shows (BranchDto, the history's state). */
const STATE_FIELDS = ['name', ...FIELDS, 'isActive'] as const;
const KNOWN_EVENTS = ['BranchCreated', 'BranchUpdated', 'BranchDeactivated', 'BranchReactivated'];

/** One branch (/admin/branches/:id): its fields, and its history from the audit log with an "as of" view. */
export default function BranchDetailPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: branch, isLoading, error } = useGetBranchQuery(id, { skip: id === '' });
  const notFound = (error as ApiError | undefined)?.status === 404;

  const eventLabel = (type: string) => (KNOWN_EVENTS.includes(type) ? t(`detail.events.${type}`) : t('detail.events.unknown', { type }));
  const fieldLabel = (field: string) => ((STATE_FIELDS as readonly string[]).includes(field) ? t(`form.fields.${field}`) : field);

  return (
    <AdminLayout module="admin-branches">
      <Button variant="minimal" icon={<ArrowLeft />} text={t('detail.back')} onClick={() => navigate('/admin/branches')} />
      <LoadState loading={isLoading} error={error !== undefined && t(notFound ? 'detail.notFound' : 'detail.loadError')}>
        {branch && (
          <>
            <div className="branch-detail-title">
              <H2>{branch.name}</H2>
              <BranchStatusTag active={branch.isActive} />
            </div>
            <div className="branch-detail-grid">
              <Card>
                <H3>{t('detail.fields')}</H3>
                <BranchFields branch={branch} />
              </Card>
              <Card>
                <H3>{t('detail.history')}</H3>
                <HistoryTimeline
                  aggregate="branch"
                  id={branch.id}
                  label={t('detail.history')}
                  eventLabel={eventLabel}
                  fieldLabel={fieldLabel}
                  stateFields={STATE_FIELDS}
                />
              </Card>
            </div>
          </>
        )}
      </LoadState>
    </AdminLayout>
  );
}

function BranchFields({ branch }: { readonly branch: BranchDto }) {
  const { t, i18n } = useTranslation('branches');
  return (
    <FieldList
      items={[
        ...FIELDS.map((field) => ({ key: field, label: t(`form.fields.${field}`), value: branch[field] ?? t('detail.empty') })),
        { key: 'createdAt', label: t('detail.createdAt'), value: formatDateTime(branch.createdAt, i18n.language) },
        { key: 'updatedAt', label: t('detail.updatedAt'), value: formatDateTime(branch.updatedAt, i18n.language) },
      ]}
    />
  );
}
