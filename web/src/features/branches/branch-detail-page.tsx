import { Button, Callout, Card, H2, H3, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { BranchDto } from '@boxstudio/contracts';
import { AdminLayout } from '../../components/admin-header';
import { formatDateTime } from '../../lib/format';
import type { ApiError } from '../../lib/api';
import { useGetBranchQuery } from './branches-api';
import { BranchHistory } from './components/branch-history';
import { BranchStatusTag } from './components/branches-table';
import './components/branches.css';

const FIELDS = ['address', 'city', 'state', 'country', 'postalCode', 'phone', 'email'] as const;

/** One branch (/admin/branches/:id): its fields and its history from the audit log. */
export default function BranchDetailPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: branch, isLoading, error } = useGetBranchQuery(id, { skip: id === '' });
  const notFound = (error as ApiError | undefined)?.status === 404;

  return (
    <AdminLayout module="admin-branches">
      <Button variant="minimal" icon={<ArrowLeft />} text={t('detail.back')} onClick={() => navigate('/admin/branches')} />
      {isLoading && <Spinner size={40} />}
      {error && <Callout intent={Intent.DANGER}>{t(notFound ? 'detail.notFound' : 'detail.loadError')}</Callout>}
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
              <BranchHistory branchId={branch.id} />
            </Card>
          </div>
        </>
      )}
    </AdminLayout>
  );
}

function BranchFields({ branch }: { readonly branch: BranchDto }) {
  const { t, i18n } = useTranslation('branches');
  return (
    <dl className="branch-detail-fields">
      {FIELDS.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{t(`form.fields.${field}`)}</dt>
          <dd>{branch[field] ?? t('detail.empty')}</dd>
        </div>
      ))}
      <dt>{t('detail.createdAt')}</dt>
      <dd>{formatDateTime(branch.createdAt, i18n.language)}</dd>
      <dt>{t('detail.updatedAt')}</dt>
      <dd>{formatDateTime(branch.updatedAt, i18n.language)}</dd>
    </dl>
  );
}
