import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  type BranchDto,
  type CreateBranchRequest,
  type UpdateBranchRequest,
} from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';

/** What the branch dialog edits: every field as typed, plus the Active switch (editing only). */
export interface BranchFormValues {
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  phone: string;
  email: string;
  isActive: boolean;
}

export type BranchTextField = Exclude<keyof BranchFormValues, 'isActive'>;
/** i18n keys of the `branches` namespace, under `form.errors`. */
export type BranchFieldError = 'required' | 'email' | 'postalCode' | 'phone';

export const REQUIRED_FIELDS: readonly BranchTextField[] = ['name', 'address', 'city', 'state', 'country'];
const OPTIONAL_FIELDS = ['postalCode', 'phone', 'email'] as const;

export const EMPTY_BRANCH_FORM: BranchFormValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  country: 'México',
  postalCode: '',
  phone: '',
  email: '',
  isActive: true,
};

export function formFromBranch(branch: BranchDto): BranchFormValues {
  return {
    name: branch.name,
    address: branch.address,
    city: branch.city,
    state: branch.state,
    country: branch.country,
    postalCode: branch.postalCode ?? '',
    phone: branch.phone ?? '',
    email: branch.email ?? '',
    isActive: branch.isActive,
  };
}

/** The first problem of each field, with the same rules as the API (contracts' patterns). */
export function validateBranchForm(values: BranchFormValues): Partial<Record<BranchTextField, BranchFieldError>> {
  const errors: Partial<Record<BranchTextField, BranchFieldError>> = {};
  for (const field of REQUIRED_FIELDS) if (values[field].trim() === '') errors[field] = 'required';
  const email = values.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.email = 'email';
  const postalCode = values.postalCode.trim();
  if (postalCode !== '' && !POSTAL_CODE_PATTERN.test(postalCode)) errors.postalCode = 'postalCode';
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE_PATTERN.test(phone)) errors.phone = 'phone';
  return errors;
}

/** Trimmed fields; empty optional ones are left out, as the spec asks. */
export function toCreateRequest(values: BranchFormValues): CreateBranchRequest {
  const optional: { postalCode?: string; phone?: string; email?: string } = {};
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value !== '') optional[field] = value;
  }
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    ...optional,
  };
}

/** The fields, plus `isActive` only when the switch changed (deactivating through PUT is SUPER_ADMIN's). */
export function toUpdateRequest(values: BranchFormValues, branch: BranchDto): UpdateBranchRequest {
  const fields = toCreateRequest(values);
  return values.isActive === branch.isActive ? fields : { ...fields, isActive: values.isActive };
}

/** The branch dialog's form: its words (namespace `branches`), rules and requests. */
export const BRANCH_FORM: RecordFormDefinition<
  BranchDto,
  BranchFormValues,
  BranchFieldError,
  CreateBranchRequest,
  UpdateBranchRequest
> = {
  namespace: 'branches',
  idPrefix: 'branch',
  validate: validateBranchForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
