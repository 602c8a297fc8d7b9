import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_PATTERN,
  WHATSAPP_PATTERN,
  type CreateClientRequest,
  type UserDto,
} from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import {
  emailFieldProblem,
  onlyProblems,
  problemOf as problem,
  textFieldProblem,
  type FieldProblem,
} from '../../lib/form-rules';
import type { UpdateClientRequest } from './api';

/** What the client dialog edits (spec §3, §5): name, email, WhatsApp, and a password only when creating. */
export interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export type ClientField = keyof ClientFormValues;

/** The API's limits (people.requests.ts): the dialog says so before the server does. */
export const CLIENT_LIMITS = { nameMax: 100, emailMax: 254, phoneMax: 25, passwordMax: 128 } as const;

export const EMPTY_CLIENT_FORM: ClientFormValues = { name: '', email: '', phone: '', password: '' };

export function formFromClient(client: UserDto): ClientFormValues {
  return { name: client.name, email: client.email, phone: client.phone ?? '', password: '' };
}

/** Spec §5: required, an optional +52, then 2, 4 and 4 digits, spaces optional. */
export function whatsappProblem(typed: string): FieldProblem | undefined {
  const phone = typed.trim();
  if (phone === '') return problem('VALIDATION.WHATSAPP_REQUIRED');
  return WHATSAPP_PATTERN.test(phone) ? undefined : problem('VALIDATION.WHATSAPP_FORMAT');
}

/**
 * Spec §5: optional (the server generates one); when given, 6 or more characters with a lowercase
 * letter, an uppercase letter and a digit.
 */
export function passwordProblem(typed: string): FieldProblem | undefined {
  if (typed === '') return undefined;
  if (typed.length > CLIENT_LIMITS.passwordMax)
    return problem('VALIDATION.TOO_LONG', { max: CLIENT_LIMITS.passwordMax });
  if (typed.length < PASSWORD_MIN_LENGTH) return problem('VALIDATION.PASSWORD_LENGTH');
  return PASSWORD_STRENGTH_PATTERN.test(typed) ? undefined : problem('VALIDATION.PASSWORD_STRENGTH');
}

/** The first problem of each field, with the API's rules and words (contracts' catalogue). */
export function validateClientForm(values: ClientFormValues): Partial<Record<ClientField, FieldProblem>> {
  return onlyProblems<ClientField>({
    name: textFieldProblem(values.name, { required: true, max: CLIENT_LIMITS.nameMax }),
    email: emailFieldProblem(values.email, CLIENT_LIMITS.emailMax),
    phone: whatsappProblem(values.phone),
    password: passwordProblem(values.password),
  });
}

/** Spec §3: a client sends name, email and phone, and its password only when one was typed. */
export function toCreateRequest(values: ClientFormValues): CreateClientRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(values.password === '' ? {} : { password: values.password }),
  };
}

/** An edit has no password field (spec §5). */
export function toUpdateRequest(values: ClientFormValues): UpdateClientRequest {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
}

/** The client dialog's form: its words (namespace `clients`), rules and requests. */
export const CLIENT_FORM: RecordFormDefinition<
  UserDto,
  ClientFormValues,
  FieldProblem,
  CreateClientRequest,
  UpdateClientRequest
> = {
  namespace: 'clients',
  idPrefix: 'client',
  validate: validateClientForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
