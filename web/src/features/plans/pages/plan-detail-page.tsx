import { Button, Card, H2, H3, Intent, Tag } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { MembershipPlanDto } from '@boxstudio/contracts';
import { AdminLayout } from '../../../components/admin/admin-header';
import { FieldList } from '../../../components/admin/field-list';
import { HistoryTimeline } from '../../../components/admin/history-timeline';
import { LoadState } from '../../../components/admin/load-state';
import { StatsCards } from '../../../components/admin/stats-cards';
import { formatDateTime } from '../../../lib/format';
import type { ApiError } from '../../../lib/api';
import { useGetPlanQuery, useGetPlanStatsQuery } from '../api';
import { formatMoney, formatPlanPrice } from '../plan-money';
import '../components/plans.css';

/** The public state's fields the "as of" view shows (MembershipPlanDto, the history's state). */
const STATE_FIELDS = ['name', 'description', 'price', 'duration', 'maxClasses', 'features', 'branchId', 'isActive'] as const;
const KNOWN_EVENTS = ['PlanCreated', 'PlanUpdated', 'PlanDeactivated', 'PlanReactivated'];

/** One plan (/admin/membership-plans/:id): its fields, its stats, and its history with an "as of" view. */
export default function PlanDetailPage() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: plan, isLoading, error } = useGetPlanQuery(id, { skip: id === '' });
  const notFound = (error as ApiError | undefined)?.status === 404;
  const eventLabel = (type: string) => (KNOWN_EVENTS.includes(type) ? t(`detail.events.${type}`) : t('detail.events.unknown', { type }));
  const fieldLabel = (field: string) => ((STATE_FIELDS as readonly string[]).includes(field) ? t(`form.fields.${field}`) : field);

  return (
    <AdminLayout module="admin-membership-plans">
      <Button variant="minimal" icon={<ArrowLeft />} text={t('detail.back')} onClick={() => navigate('/admin/membership-plans')} />
      <LoadState loading={isLoading} error={error !== undefined && t(notFound ? 'detail.notFound' : 'detail.loadError')}>
        {plan && (
          <>
            <div className="plan-detail-title">
              <H2>{plan.name}</H2>
              <Tag intent={plan.isActive ? Intent.SUCCESS : Intent.NONE}>{t(plan.isActive ? 'status.active' : 'status.inactive')}</Tag>
            </div>
            <PlanStats id={plan.id} />
            <div className="plan-detail-grid">
              <Card>
                <H3>{t('detail.fields')}</H3>
                <PlanFields plan={plan} />
              </Card>
              <Card>
                <H3>{t('detail.history')}</H3>
                <HistoryTimeline aggregate="plan" id={plan.id} label={t('detail.history')} eventLabel={eventLabel} fieldLabel={fieldLabel} stateFields={STATE_FIELDS} />
              </Card>
            </div>
          </>
        )}
      </LoadState>
    </AdminLayout>
  );
}

function PlanStats({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation('plans');
  const { data, isError } = useGetPlanStatsQuery(id);
  const stats = data?.stats;
  const failed = isError ? t('messages.statsError') : undefined;
  return (
    <StatsCards
      cards={[
        { label: t('stats.total'), value: stats?.memberships.total, error: failed },
        { label: t('stats.active'), value: stats?.memberships.active, error: failed },
        { label: t('stats.expired'), value: stats?.memberships.expired, error: failed },
        { label: t('stats.cancelled'), value: stats?.memberships.cancelled, error: failed },
        { label: t('stats.revenue'), value: stats && formatMoney(stats.revenue.total, i18n.language), error: failed },
      ]}
    />
  );
}

function PlanFields({ plan }: { readonly plan: MembershipPlanDto }) {
  const { t, i18n } = useTranslation('plans');
  return (
    <FieldList
      items={[
        { key: 'description', label: t('form.fields.description'), value: plan.description ?? '—' },
        { key: 'price', label: t('form.fields.price'), value: formatPlanPrice(plan.price, i18n.language) },
        { key: 'duration', label: t('form.fields.duration'), value: t('table.days', { count: plan.duration }) },
        { key: 'maxClasses', label: t('form.fields.maxClasses'), value: plan.maxClasses === null ? t('unlimited') : String(plan.maxClasses) },
        { key: 'branch', label: t('form.fields.branchId'), value: plan.branch?.name ?? '—' },
        { key: 'features', label: t('form.fields.features'), value: plan.features.length > 0 ? plan.features.join(', ') : '—' },
        { key: 'createdAt', label: t('detail.createdAt'), value: formatDateTime(plan.createdAt, i18n.language) },
        { key: 'updatedAt', label: t('detail.updatedAt'), value: formatDateTime(plan.updatedAt, i18n.language) },
      ]}
    />
  );
}
