import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type BranchSummary, type CreatePaymentRequest, type UserDto } from '@boxstudio/contracts';
import { FormDateTimeField } from '../../../components/admin/form-date-time-field';
import { FormDialog } from '../../../components/admin/form-dialog';
import { FormField } from '../../../components/admin/form-field';
import { FormTextField } from '../../../components/admin/form-text-field';
import { useRecordForm } from '../../../components/admin/use-record-form';
import { FormSearchableSelect } from '../../../components/admin/form-searchable-select';
import { SelectInput } from '../../../components/select-input';
import { emptyPaymentForm, toCreatePaymentRequest, validatePaymentForm } from '../payment-form';

export interface PaymentFormDialogProps {
  readonly isOpen: boolean;
  readonly saving: boolean;
  /** Field errors the server answered to the last save, shown on their fields. */
  readonly serverErrors?: Readonly<Record<string, string>>;
  /** The active clients to choose from. */
  readonly clients: readonly UserDto[];
  /** The branches; only active ones may take a payment. */
  readonly branches: readonly BranchSummary[];
  /** The branch proposed: the desk's own when it is active. */
  readonly defaultBranchId: string;
  readonly onCancel: () => void;
  readonly onRecord: (request: CreatePaymentRequest) => void;
}

/**
 * "Registrar Pago": a payment taken at the desk by hand (a sale or a renewal records its own).
 * The client, the branch that took the money, the amount in pesos, the method (cash by default), a
 * description, and when it was paid (now by default, on the studio's clock). Payments are never
 * edited: a mistake is voided.
 */
export function PaymentFormDialog({
  isOpen,
  saving,
  serverErrors,
  clients,
  branches,
  defaultBranchId,
  onCancel,
  onRecord,
}: PaymentFormDialogProps) {
  const { t } = useTranslation('payments');
  // "Now" as the dialog opens, not as each render happens: a new start would wipe what was typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- isOpen is the trigger: "now" is read again on opening
  const initial = useMemo(() => emptyPaymentForm(new Date(), defaultBranchId), [isOpen, defaultBranchId]);
  const form = useRecordForm({
    namespace: 'payments',
    idPrefix: 'payment',
    validate: validatePaymentForm,
    isOpen,
    editing: false,
    initial,
    serverErrors,
  });
  const branchOptions = branches
    .filter((branch) => branch.isActive)
    .map((branch) => ({ value: branch.id, label: branch.name }));
  const person = (user: UserDto) => ({
    value: user.id,
    label: t('form.clientOption', { name: user.name, email: user.email }),
  });
  return (
    <FormDialog
      {...form.dialog}
      saving={saving}
      onClose={onCancel}
      onSubmit={() => onRecord(toCreatePaymentRequest(form.values))}
    >
      <FormSearchableSelect
        form={form}
        field="userId"
        required
        emptyLabel={t('form.chooseClient')}
        searchLabel={t('form.searchClient')}
        options={clients.map(person)}
      />
      <FormField id={form.idOf('branchId')} label={form.labelOf('branchId')} required error={form.errorOf('branchId')}>
        <SelectInput
          fill
          options={[{ value: '', label: t('form.chooseBranch') }, ...branchOptions]}
          {...form.text('branchId')}
        />
      </FormField>
      <FormTextField form={form} field="amount" type="number" step="0.01" required hint={t('form.amountHint')} />
      <FormField id={form.idOf('method')} label={form.labelOf('method')} required>
        <SelectInput
          fill
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
          {...form.text('method')}
        />
      </FormField>
      <FormTextField form={form} field="description" multiline hint={t('form.descriptionHint')} />
      <FormDateTimeField form={form} field="paidAt" required hint={t('form.paidAtHint')} />
    </FormDialog>
  );
}
