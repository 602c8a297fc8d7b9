import {
  EMPLOYEE_ROLES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_PATTERN,
  PHONE_PATTERN,
  type CreateUserRequest,
  type Role,
  type UserDto,
} from '@boxstudio/contracts';
import { isoDayOf, typedDayOf } from '../../components/admin/date-time-field';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import {
  emailFieldProblem,
  onlyProblems,
  problemOf as problem,
  textFieldProblem,
  type FieldProblem,
} from '../../lib/form-rules';
import type { UpdatePersonRequest } from './api';

/**
 * What the employee dialog edits (spec §3, §5): the date of birth typed "dd/mm/aaaa" ('' for none),
 * the password only when creating.
 */
export interface EmployeeFormValues {
  name: string;
  email: string;
  password: string;
  role: string;
  phone: string;
  dateOfBirth: string;
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
}

export type EmployeeField = keyof EmployeeFormValues;

/** The API's limits (people.requests.ts): the dialog says so before the server does. */
export const EMPLOYEE_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMax: 128,
  phoneMax: 25,
  addressMax: 300,
  contactMax: 100,
} as const;

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  name: '',
  email: '',
  password: '',
  role: 'INSTRUCTOR',
  phone: '',
  dateOfBirth: '',
  address: '',
  emergencyContact: '',
  emergencyPhone: '',
};

export function formFromEmployee(employee: UserDto): EmployeeFormValues {
  return {
    name: employee.name,
    email: employee.email,
    password: '',
    role: employee.role,
    phone: employee.phone ?? '',
    // Kept as that date at midnight UTC: its date part is the day, wherever it is shown.
    dateOfBirth: employee.dateOfBirth ? typedDayOf(employee.dateOfBirth.slice(0, 10)) : '',
    address: employee.address ?? '',
    emergencyContact: employee.emergencyContact ?? '',
    emergencyPhone: employee.emergencyPhone ?? '',
  };
}

/** Spec §5: required when creating, 6 or more characters with a lowercase, an uppercase letter and a digit. */
export function employeePasswordProblem(typed: string): FieldProblem | undefined {
  if (typed === '') return 'required';
  if (typed.length > EMPLOYEE_LIMITS.passwordMax)
    return problem('VALIDATION.TOO_LONG', { max: EMPLOYEE_LIMITS.passwordMax });
  if (typed.length < PASSWORD_MIN_LENGTH) return problem('VALIDATION.PASSWORD_LENGTH');
  return PASSWORD_STRENGTH_PATTERN.test(typed) ? undefined : problem('VALIDATION.PASSWORD_STRENGTH');
}

/** An optional phone (the employee's or the emergency one) as the API takes it: '+52 55 1234-5678'. */
export function optionalPhoneProblem(typed: string): FieldProblem | undefined {
  const phone = typed.trim();
  if (phone === '') return undefined;
  if (phone.length > EMPLOYEE_LIMITS.phoneMax) return problem('VALIDATION.TOO_LONG', { max: EMPLOYEE_LIMITS.phoneMax });
  return PHONE_PATTERN.test(phone) ? undefined : problem('VALIDATION.PHONE');
}

/** Optional; typed, a real day that has already come ('Fecha inválida'). */
export function birthdayProblem(typed: string, today = new Date()): FieldProblem | undefined {
  if (typed.trim() === '') return undefined;
  const day = isoDayOf(typed);
  return day === '' || day > today.toISOString().slice(0, 10) ? problem('VALIDATION.DATE') : undefined;
}

const isEmployeeRole = (role: string): role is Role => (EMPLOYEE_ROLES as readonly string[]).includes(role);

/** The first problem of each field, with the API's rules and words (contracts' catalogue). */
export function validateEmployeeForm(
  values: EmployeeFormValues,
  creating: boolean,
): Partial<Record<EmployeeField, FieldProblem>> {
  const optionalText = (typed: string, max: number) => textFieldProblem(typed, { required: false, max });
  return onlyProblems<EmployeeField>({
    name: textFieldProblem(values.name, { required: true, max: EMPLOYEE_LIMITS.nameMax }),
    email: emailFieldProblem(values.email, EMPLOYEE_LIMITS.emailMax),
    password: creating ? employeePasswordProblem(values.password) : undefined,
    role: isEmployeeRole(values.role) ? undefined : values.role === '' ? 'required' : problem('VALIDATION.ROLE'),
    phone: optionalPhoneProblem(values.phone),
    dateOfBirth: birthdayProblem(values.dateOfBirth),
    address: optionalText(values.address, EMPLOYEE_LIMITS.addressMax),
    emergencyContact: optionalText(values.emergencyContact, EMPLOYEE_LIMITS.contactMax),
    emergencyPhone: optionalPhoneProblem(values.emergencyPhone),
  });
}

/** Spec §5: the date of birth is sent as an ISO date-time (that day at midnight UTC, as the API keeps it). */
const birthInstant = (typed: string): string | undefined =>
  isoDayOf(typed) === '' ? undefined : `${isoDayOf(typed)}T00:00:00.000Z`;

type OptionalField = 'phone' | 'address' | 'emergencyContact' | 'emergencyPhone';
const OPTIONAL_FIELDS: readonly OptionalField[] = ['phone', 'address', 'emergencyContact', 'emergencyPhone'];

/** Spec §7: POST /users with the role chosen; optional fields left empty are not sent. */
export function toCreateEmployee(values: EmployeeFormValues): CreateUserRequest {
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.map((field) => [field, values[field].trim()]).filter(([, value]) => value !== ''),
  ) as Partial<Record<OptionalField, string>>;
  const dateOfBirth = birthInstant(values.dateOfBirth);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role as Role,
    ...optional,
    ...(dateOfBirth ? { dateOfBirth } : {}),
  };
}

/**
 * Spec §7: PUT /users/{id} with the same fields but the password; an optional field emptied is
 * cleared (`null`), and the role is sent only when it changed (a role change is its own event).
 */
export function toUpdateEmployee(values: EmployeeFormValues, employee: UserDto): UpdatePersonRequest {
  const optional = Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, values[field].trim() || null])) as Record<
    OptionalField,
    string | null
  >;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...optional,
    dateOfBirth: birthInstant(values.dateOfBirth) ?? null,
    ...(values.role === employee.role ? {} : { role: values.role as Role }),
  };
}

type EmployeeFormDefinition = RecordFormDefinition<
  UserDto,
  EmployeeFormValues,
  FieldProblem,
  CreateUserRequest,
  UpdatePersonRequest
>;

/** The employee dialog's form (namespace `employees`): creating asks for a password, editing does not. */
export function employeeFormFor(creating: boolean): EmployeeFormDefinition {
  return creating ? CREATE_FORM : EDIT_FORM;
}

const shared = { namespace: 'employees', idPrefix: 'employee', toCreate: toCreateEmployee, toUpdate: toUpdateEmployee };
const CREATE_FORM: EmployeeFormDefinition = { ...shared, validate: (values) => validateEmployeeForm(values, true) };
const EDIT_FORM: EmployeeFormDefinition = { ...shared, validate: (values) => validateEmployeeForm(values, false) };
