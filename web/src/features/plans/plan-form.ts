import type { CreateMembershipPlanRequest, MembershipPlanDto, UpdateMembershipPlanRequest } from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';

/** What the plan dialog edits, as typed; features as chips; the Active switch (editing only). */
export interface PlanFormValues {
  name: string;
  description: string;
  price: string;
  duration: string;
  /** Empty: unlimited. */
  maxClasses: string;
  features: string[];
  branchId: string;
  isActive: boolean;
}

export type PlanField = 'name' | 'price' | 'duration' | 'maxClasses' | 'branchId' | 'features';
/** i18n keys of the `plans` namespace, under `form.errors`. */
export type PlanFieldError = 'required' | 'positive' | 'integer';

export const emptyPlanForm = (branchId: string): PlanFormValues => ({
  name: '', description: '', price: '', duration: '30', maxClasses: '', features: [], branchId, isActive: true,
});

export function formFromPlan(plan: MembershipPlanDto): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description ?? '',
    price: String(plan.price),
    duration: String(plan.duration),
    maxClasses: plan.maxClasses === null ? '' : String(plan.maxClasses),
    features: [...plan.features],
    branchId: plan.branchId,
    isActive: plan.isActive,
  };
}

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The first problem of each field, with the API's rules (spec §5). */
export function validatePlanForm(values: PlanFormValues): Partial<Record<PlanField, PlanFieldError>> {
  const errors: Partial<Record<PlanField, PlanFieldError>> = {};
  if (values.name.trim() === '') errors.name = 'required';
  const price = numberOf(values.price);
  if (values.price.trim() === '') errors.price = 'required';
  else if (!(price > 0)) errors.price = 'positive';
  const duration = numberOf(values.duration);
  if (values.duration.trim() === '') errors.duration = 'required';
  else if (!(duration > 0)) errors.duration = 'positive';
  else if (!Number.isInteger(duration)) errors.duration = 'integer';
  if (values.maxClasses.trim() !== '') {
    const maxClasses = numberOf(values.maxClasses);
    if (!(maxClasses > 0)) errors.maxClasses = 'positive';
    else if (!Number.isInteger(maxClasses)) errors.maxClasses = 'integer';
  }
  if (values.branchId === '') errors.branchId = 'required';
  return errors;
}

/** Trimmed fields; an empty max classes is sent as null (unlimited), as the spec says. */
export function toCreateRequest(values: PlanFormValues): CreateMembershipPlanRequest {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description === '' ? {} : { description }),
    price: Number(values.price),
    duration: Number(values.duration),
    maxClasses: values.maxClasses.trim() === '' ? null : Number(values.maxClasses),
    features: values.features,
    branchId: values.branchId,
  };
}

/** Every field (an emptied description is cleared), plus `isActive` when the switch changed. */
export function toUpdateRequest(values: PlanFormValues, plan: MembershipPlanDto): UpdateMembershipPlanRequest {
  const { description: _description, ...fields } = toCreateRequest(values);
  const description = values.description.trim();
  const request = { ...fields, description: description === '' ? null : description };
  return values.isActive === plan.isActive ? request : { ...request, isActive: values.isActive };
}

/** The plan dialog's form: its words (namespace `plans`), rules and requests. */
export const PLAN_FORM: RecordFormDefinition<MembershipPlanDto, PlanFormValues, PlanFieldError, CreateMembershipPlanRequest, UpdateMembershipPlanRequest> = {
  namespace: 'plans',
  idPrefix: 'plan',
  validate: validatePlanForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
