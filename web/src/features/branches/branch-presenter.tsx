import { useTranslation } from 'react-i18next';
import type { BranchDto } from '@boxstudio/contracts';
import { useRecordPresenter, type RecordPresenter } from '../../components/admin/record-presenter';
import { StatusTag } from '../../components/admin/status-tag';

/** The branch's public fields, in the order its form shows them (BranchDto, the history's state). */
const FIELDS = ['name', 'address', 'city', 'state', 'country', 'postalCode', 'phone', 'email', 'isActive'] as const;

/** A branch as its screens show it: the form's labels, the status as its chip. */
export function useBranchPresenter(): RecordPresenter<BranchDto> {
  const { t } = useTranslation('branches');
  return useRecordPresenter<BranchDto>({
    fields: FIELDS,
    label: (field) => t(`form.fields.${field}`, { defaultValue: field }),
    value: (field, value) =>
      field === 'isActive' && typeof value === 'boolean' ? (
        <StatusTag active={value} label={t(value ? 'status.active' : 'status.inactive')} />
      ) : undefined,
  });
}
