import { Callout, Intent, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchDto, CreateBranchRequest, UpdateBranchRequest } from '@boxstudio/contracts';
import { FormTextField } from '../../../components/admin/form-text-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import { BRANCH_FORM, EMPTY_BRANCH_FORM, REQUIRED_FIELDS, formFromBranch, type BranchTextField } from '../branch-form';

export interface BranchFormDialogProps extends RecordDialogProps<CreateBranchRequest, UpdateBranchRequest> {
  /** The branch being edited; absent when creating. */
  readonly branch?: BranchDto | null;
  /** Whether the Active switch may turn an active branch off (SUPER_ADMIN only). */
  readonly canDeactivate: boolean;
}

interface FieldSpec {
  readonly field: BranchTextField;
  readonly multiline?: boolean;
  readonly hint?: boolean;
  readonly type?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'name' },
  { field: 'address', multiline: true },
  { field: 'city' },
  { field: 'state' },
  { field: 'country' },
  { field: 'postalCode', hint: true },
  { field: 'phone', hint: true, type: 'tel' },
  { field: 'email', type: 'email' },
];

/** Create and edit a branch (spec §2, §5): save stays disabled while the form is invalid. */
export function BranchFormDialog({ branch, canDeactivate, ...dialog }: BranchFormDialogProps) {
  const { t } = useTranslation('branches');
  return (
    <RecordFormDialog
      {...dialog}
      definition={BRANCH_FORM}
      record={branch}
      initial={(record) => (record ? formFromBranch(record) : EMPTY_BRANCH_FORM)}
      notice={(form) =>
        form.invalid &&
        form.touched && (
          <Callout intent={Intent.WARNING} compact>
            {t('form.incomplete')}
          </Callout>
        )
      }
    >
      {(form) => (
        <>
          {FIELDS.map(({ field, multiline, hint, type }) => (
            <FormTextField
              key={field}
              form={form}
              field={field}
              required={REQUIRED_FIELDS.includes(field)}
              multiline={multiline}
              hint={hint ? t(`form.hints.${field}`) : undefined}
              type={type}
            />
          ))}
          {branch && (
            <Switch
              label={form.labelOf('isActive')}
              checked={form.values.isActive}
              disabled={form.values.isActive && branch.isActive && !canDeactivate}
              onChange={(event) => form.set('isActive', event.currentTarget.checked)}
            />
          )}
        </>
      )}
    </RecordFormDialog>
  );
}
