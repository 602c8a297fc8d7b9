import {
  CLASS_DEFAULTS,
  CLASS_LIMITS,
  CLASS_NUMBERS,
  type ClassDto,
  type CreateClassRequest,
  type UpdateClassRequest,
} from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import {
  nameAndDescriptionProblems,
  numberProblems,
  onlyProblems,
  textFieldProblem,
  type FieldProblem,
} from '../../lib/form-rules';

/** What the class dialog edits, as typed. */
export interface ClassFormValues {
  name: string;
  description: string;
  duration: string;
  maxCapacity: string;
  price: string;
  instructorId: string;
  isSampleClass: boolean;
  sampleClassDescription: string;
}

export type ClassField =
  'name' | 'description' | 'duration' | 'maxCapacity' | 'price' | 'instructorId' | 'sampleClassDescription';

/** Spec §2, §9: new classes start at 60 minutes, 10 people, price 0. */
export const EMPTY_CLASS_FORM: ClassFormValues = {
  name: '',
  description: '',
  duration: String(CLASS_DEFAULTS.duration),
  maxCapacity: String(CLASS_DEFAULTS.maxCapacity),
  price: String(CLASS_DEFAULTS.price),
  instructorId: '',
  isSampleClass: false,
  sampleClassDescription: '',
};

export function formFromClass(item: ClassDto): ClassFormValues {
  return {
    name: item.name,
    description: item.description ?? '',
    duration: String(item.duration),
    maxCapacity: String(item.maxCapacity),
    price: String(item.price),
    instructorId: item.instructorId,
    isSampleClass: item.isSampleClass,
    sampleClassDescription: item.sampleClassDescription ?? '',
  };
}

/**
 * The first problem of each field, with the API's rules and limits (spec §5, contracts' CLASS_LIMITS and
 * CLASS_NUMBERS); no price rule for a sample class.
 */
export function validateClassForm(values: ClassFormValues): Partial<Record<ClassField, FieldProblem>> {
  return onlyProblems<ClassField>({
    ...nameAndDescriptionProblems(values, CLASS_LIMITS),
    ...numberProblems(values, CLASS_NUMBERS),
    ...(values.isSampleClass ? { price: undefined } : {}),
    instructorId: values.instructorId === '' ? 'required' : undefined,
    sampleClassDescription: values.isSampleClass
      ? textFieldProblem(values.sampleClassDescription, { required: true, max: CLASS_LIMITS.descriptionMax })
      : undefined,
  });
}

/** Numeric fields become numbers (spec §5); a sample class is sent free. */
export function toCreateRequest(values: ClassFormValues): CreateClassRequest {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description === '' ? {} : { description }),
    duration: Number(values.duration),
    maxCapacity: Number(values.maxCapacity),
    price: values.isSampleClass ? 0 : Number(values.price),
    instructorId: values.instructorId,
    isSampleClass: values.isSampleClass,
    ...(values.isSampleClass ? { sampleClassDescription: values.sampleClassDescription.trim() } : {}),
  };
}

export function toUpdateRequest(values: ClassFormValues): UpdateClassRequest {
  const { description: _description, sampleClassDescription: _sample, ...fields } = toCreateRequest(values);
  const description = values.description.trim();
  return {
    ...fields,
    description: description === '' ? null : description,
    sampleClassDescription: values.isSampleClass ? values.sampleClassDescription.trim() : null,
  };
}

/** The class dialog's form: its words (namespace `classes`), rules and requests. */
export const CLASS_FORM: RecordFormDefinition<
  ClassDto,
  ClassFormValues,
  FieldProblem,
  CreateClassRequest,
  UpdateClassRequest
> = {
  namespace: 'classes',
  idPrefix: 'class',
  validate: validateClassForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
