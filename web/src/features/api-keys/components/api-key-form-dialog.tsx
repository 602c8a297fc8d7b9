import { useTranslation } from 'react-i18next';
import type { BranchSummary, CreateApiKeyRequest } from '@boxstudio/contracts';
import { DayField } from '../../../components/admin/day-field';
import { FormField } from '../../../components/admin/form-field';
import { FormTextField } from '../../../components/admin/form-text-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import { SelectInput } from '../../../components/select-input';
import { API_KEY_FORM, emptyApiKeyForm } from '../api-key-form';

export interface ApiKeyFormDialogProps extends RecordDialogProps<CreateApiKeyRequest, never> {
  /** Every branch, inactive ones too: a key may report on a branch's past. */
  readonly branches: readonly BranchSummary[];
}

/**
 * "Nueva clave": name, the last day it works (90 days ahead by default, at most a year) and its
 * scope, every branch or one. Save stays disabled while invalid; the server's field errors show on
 * their fields.
 */
export function ApiKeyFormDialog({ branches, ...dialog }: ApiKeyFormDialogProps) {
  const { t } = useTranslation('api-keys');
  const scopes = [
    { value: '', label: t('scope.all') },
    ...[...branches]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((branch) => ({
        value: branch.id,
        label: branch.isActive ? branch.name : t('scope.inactive', { name: branch.name }),
      })),
  ];
  return (
    <RecordFormDialog {...dialog} definition={API_KEY_FORM} record={null} initial={() => emptyApiKeyForm()}>
      {(form) => (
        <>
          <FormTextField form={form} field="name" required hint={t('form.hints.name')} />
          <DayField form={form} field="expiresAt" required hint={t('form.hints.expiresAt')} />
          <FormField
            id={form.idOf('branchId')}
            label={form.labelOf('branchId')}
            error={form.errorOf('branchId')}
            hint={t('form.hints.branchId')}
          >
            <SelectInput fill options={scopes} {...form.text('branchId')} />
          </FormField>
        </>
      )}
    </RecordFormDialog>
  );
}
