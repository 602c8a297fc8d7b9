import { InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MembershipPlanRef } from '@boxstudio/contracts';
import { DayField } from '../../../components/admin/day-field';
import { FormField } from '../../../components/admin/form-field';
import { FormSearchableSelect } from '../../../components/admin/form-searchable-select';
import type { TextKey } from '../../../components/admin/use-form';
import type { RecordForm } from '../../../components/admin/use-record-form';
import { formatMoney, planChoices, type BranchOfPlan } from '../membership-list';

/** The terms a sale shows: the plan and start chosen, the end and price they give. */
export interface SaleTerms {
  membershipPlanId: string;
  startDate: string;
  endDate: string;
  price: string;
}

export type SaleTermsChange = Partial<Pick<SaleTerms, 'membershipPlanId' | 'startDate'>>;

export interface SaleTermsFieldsProps<V extends SaleTerms> {
  readonly form: RecordForm<V>;
  readonly plans: readonly MembershipPlanRef[];
  readonly branchOf: BranchOfPlan;
  /** The plan is chosen here (a sale); an edit changes it through "Cambiar Plan" instead. */
  readonly choosesPlan: boolean;
  /** The end's hint: how it follows from the plan and the start. */
  readonly endHint: string;
  /** A plan chosen or a start typed: the caller recomputes what derives from them. */
  readonly onChange: (changed: SaleTermsChange) => void;
}

/**
 * A sale's plan (sorted, searchable), start, and the end and price they give (spec §4, §5): the same
 * fields in the membership dialog and in the quick sale.
 */
export function SaleTermsFields<V extends SaleTerms>(props: SaleTermsFieldsProps<V>) {
  const { form, plans, branchOf, choosesPlan, endHint, onChange } = props;
  const { t, i18n } = useTranslation('memberships');
  // V holds SaleTerms' text fields; TypeScript cannot see that through V's mapped keys.
  const field = (name: keyof SaleTerms) => name as TextKey<V>;
  const priceError = form.errorOf(field('price'));
  const price = form.values.price;
  return (
    <>
      {choosesPlan && (
        <FormSearchableSelect
          form={form}
          field={field('membershipPlanId')}
          required
          emptyLabel={t('form.choosePlan')}
          searchLabel={t('quickSale.searchPlan')}
          options={planChoices(plans, branchOf, t, i18n.language)}
          onChange={(membershipPlanId) => onChange({ membershipPlanId })}
        />
      )}
      <DayField form={form} field={field('startDate')} required onChange={(startDate) => onChange({ startDate })} />
      <DayField form={form} field={field('endDate')} required readOnly hint={endHint} />
      <FormField
        id={form.idOf(field('price'))}
        label={form.labelOf(field('price'))}
        required
        error={priceError}
        hint={t('form.priceHint')}
      >
        <InputGroup
          id={form.idOf(field('price'))}
          readOnly
          intent={priceError ? Intent.DANGER : Intent.NONE}
          value={price === '' ? '' : formatMoney(Number(price), i18n.language)}
        />
      </FormField>
    </>
  );
}
