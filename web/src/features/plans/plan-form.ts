import {
  PLAN_LIMITS,
  PLAN_NUMBERS,
  type CreateMembershipPlanRequest,
  type MembershipPlanDto,
  type UpdateMembershipPlanRequest,
} from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import { nameAndDescriptionProblems, numberProblems, onlyProblems, type FieldProblem } from '../../lib/form-rules';

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

export type PlanField = 'name' | 'description' | 'price' | 'duration' | 'maxClasses' | 'branchId' | 'features';

export const emptyPlanForm = (branchId: string): PlanFormValues => ({
  name: '',
  description: '',
  price: '',
  duration: '30',
  maxClasses: '',
  features: [],
  branchId,
  isActive: true,
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

/**
 * The first problem of each field, with the API's rules and limits (spec §5, contracts' PLAN_LIMITS and
 * PLAN_NUMBERS).
 */
export function validatePlanForm(values: PlanFormValues): Partial<Record<PlanField, FieldProblem>> {
  return onlyProblems<PlanField>({
    ...nameAndDescriptionProblems(values, PLAN_LIMITS),
    ...numberProblems(values, PLAN_NUMBERS),
    branchId: values.branchId === '' ? 'required' : undefined,
    features:
      values.features.length > PLAN_LIMITS.featuresMax
        ? { key: 'VALIDATION.FEATURES_MAX', params: { max: PLAN_LIMITS.featuresMax } }
        : undefined,
  });
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
export const PLAN_FORM: RecordFormDefinition<
  MembershipPlanDto,
  PlanFormValues,
  FieldProblem,
  CreateMembershipPlanRequest,
  UpdateMembershipPlanRequest
> = {
  namespace: 'plans',
  idPrefix: 'plan',
  validate: validatePlanForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
