import { CLASS_DEFAULTS, CLASS_LIMITS, type ClassDto, type CreateClassRequest, type UpdateClassRequest } from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';

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

export type ClassField = 'name' | 'duration' | 'maxCapacity' | 'price' | 'instructorId' | 'sampleClassDescription';
/** i18n keys of the `classes` namespace, under `form.errors`. */
export type ClassFieldError = 'required' | 'duration' | 'capacity' | 'price';

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

const wholeIn = (text: string, min: number, max: number): boolean => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

/** The first problem of each field, with the spec's rules (§5); no price rule for a sample class. */
export function validateClassForm(values: ClassFormValues): Partial<Record<ClassField, ClassFieldError>> {
  const errors: Partial<Record<ClassField, ClassFieldError>> = {};
  if (values.name.trim() === '') errors.name = 'required';
  if (values.duration.trim() === '') errors.duration = 'required';
  else if (!wholeIn(values.duration, CLASS_LIMITS.durationMin, CLASS_LIMITS.durationMax)) errors.duration = 'duration';
  if (values.maxCapacity.trim() === '') errors.maxCapacity = 'required';
  else if (!wholeIn(values.maxCapacity, CLASS_LIMITS.capacityMin, CLASS_LIMITS.capacityMax)) errors.maxCapacity = 'capacity';
  if (!values.isSampleClass) {
    const price = Number(values.price);
    if (values.price.trim() === '') errors.price = 'required';
    else if (!(price >= 0)) errors.price = 'price';
  }
  if (values.instructorId === '') errors.instructorId = 'required';
  if (values.isSampleClass && values.sampleClassDescription.trim() === '') errors.sampleClassDescription = 'required';
  return errors;
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
export const CLASS_FORM: RecordFormDefinition<ClassDto, ClassFormValues, ClassFieldError, CreateClassRequest, UpdateClassRequest> = {
  namespace: 'classes',
  idPrefix: 'class',
  validate: validateClassForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
