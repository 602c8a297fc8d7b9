import { useTranslation } from 'react-i18next';
import {
  MEMBERSHIP_STATUSES,
  PAYMENT_METHODS,
  type CreateMembershipRequest,
  type MembershipDto,
  type MembershipPlanRef,
  type UpdateMembershipRequest,
  type UserDto,
} from '@boxstudio/contracts';
import { FormField } from '../../../components/admin/form-field';
import { FormSearchableSelect } from '../../../components/admin/form-searchable-select';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import type { RecordForm } from '../../../components/admin/use-record-form';
import { SelectInput } from '../../../components/select-input';
import {
  derivedTerms,
  emptyMembershipForm,
  formFromMembership,
  MEMBERSHIP_FORM,
  type MembershipFormValues,
} from '../membership-form';
import { membershipSubject, type BranchOfPlan } from '../membership-list';
import { SaleTermsFields, type SaleTermsChange } from './sale-terms-fields';

export interface MembershipFormDialogProps extends RecordDialogProps<CreateMembershipRequest, UpdateMembershipRequest> {
  readonly item?: MembershipDto | null;
  /** A sale's choices: active clients and the plans on sale. */
  readonly clients: readonly UserDto[];
  readonly plans: readonly MembershipPlanRef[];
  readonly branchOf: BranchOfPlan;
}

/**
 * Sell and edit a membership (spec §2, §5). A sale chooses the person, the plan, the start and how
 * it is paid; end and price are shown, derived from the plan and the start. An edit moves the start
 * or sets the status; the plan changes through "Cambiar Plan".
 */
export function MembershipFormDialog({ item, clients, plans, branchOf, ...dialog }: MembershipFormDialogProps) {
  const { t, i18n } = useTranslation('memberships');
  const person = (user: UserDto) => ({
    value: user.id,
    label: t('form.personOption', { name: user.name, email: user.email }),
  });
  // Choosing a plan or typing the start recomputes what derives from them.
  const change = (form: RecordForm<MembershipFormValues>, changed: SaleTermsChange) => {
    const next = { ...form.values, ...changed };
    form.patch({ ...changed, ...derivedTerms(next, plans, item) });
  };

  return (
    <RecordFormDialog
      {...dialog}
      definition={MEMBERSHIP_FORM}
      record={item}
      initial={(record) => (record ? formFromMembership(record) : emptyMembershipForm())}
    >
      {(form) => (
        <>
          {item ? (
            <p className="memberships-form__subject">{membershipSubject(item, i18n.language)}</p>
          ) : (
            <FormSearchableSelect
              form={form}
              field="userId"
              required
              emptyLabel={t('form.chooseUser')}
              searchLabel={t('form.searchUser')}
              options={clients.map(person)}
            />
          )}
          <SaleTermsFields
            form={form}
            plans={plans}
            branchOf={branchOf}
            choosesPlan={!item}
            endHint={t(item ? 'form.endHintEdit' : 'form.endHint')}
            onChange={(changed) => change(form, changed)}
          />
          <FormField id={form.idOf('status')} label={form.labelOf('status')} required error={form.errorOf('status')}>
            <SelectInput
              fill
              options={MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              {...form.text('status')}
            />
          </FormField>
          {!item && (
            <FormField id={form.idOf('paymentMethod')} label={form.labelOf('paymentMethod')}>
              <SelectInput
                fill
                options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`paymentMethods.${method}`) }))}
                {...form.text('paymentMethod')}
              />
            </FormField>
          )}
        </>
      )}
    </RecordFormDialog>
  );
}
