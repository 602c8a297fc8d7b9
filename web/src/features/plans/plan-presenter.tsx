import { useTranslation } from 'react-i18next';
import type { MembershipPlanDto } from '@boxstudio/contracts';
import { useRecordPresenter, type RecordPresenter } from '../../components/admin/record-presenter';
import { StatusTag } from '../../components/admin/status-tag';
import { FeatureChips } from './components/feature-chips';
import { formatPlanPrice } from './plan-money';

/** The plan's public fields, in the order its form shows them (MembershipPlanDto, the history's state). */
const FIELDS = ['name', 'description', 'price', 'duration', 'maxClasses', 'branchId', 'features', 'isActive'] as const;

/**
 * A plan as its screens show it: the branch's name (a change's branch id is looked up in
 * `branchName`), '30 días', 'Ilimitado', the price as the table writes it, features as chips.
 */
export function usePlanPresenter(branchName: (id: string) => string | undefined): RecordPresenter<MembershipPlanDto> {
  const { t, i18n } = useTranslation('plans');
  return useRecordPresenter<MembershipPlanDto>({
    fields: FIELDS,
    label: (field) => t(`form.fields.${field}`, { defaultValue: field }),
    value: (field, value, plan) => {
      if (field === 'maxClasses' && value === null) return t('unlimited');
      if (field === 'price' && typeof value === 'number') return formatPlanPrice(value, i18n.language);
      if (field === 'duration' && typeof value === 'number') return t('table.days', { count: value });
      if (field === 'branchId' && typeof value === 'string') return plan?.branch?.name ?? branchName(value) ?? value;
      if (field === 'features' && Array.isArray(value) && value.length > 0)
        return <FeatureChips features={value.map(String)} />;
      if (field === 'isActive' && typeof value === 'boolean')
        return <StatusTag active={value} label={t(value ? 'status.active' : 'status.inactive')} />;
      return undefined;
    },
  });
}
