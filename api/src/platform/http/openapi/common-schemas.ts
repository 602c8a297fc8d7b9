import type { ApiEnvelope, FieldError, NamedRef, PageInfo, PersonRef } from '@boxstudio/contracts';
import { model } from './named-schemas.js';
import { integer, list, oneOf, optional, text, type AnySchema, type FieldsOf } from './wire-schema.js';

/** What every successful answer carries besides its `data`. */
type SuccessEnvelope = Pick<ApiEnvelope, 'message'> & { readonly success: true };

/** What the exception filter answers for every failure: always a message and a code. */
type ErrorEnvelope = Required<Pick<ApiEnvelope, 'message' | 'code'>> &
  Pick<ApiEnvelope, 'errors'> & { readonly success: false };

const FIELD_ERROR = model<FieldError>('FieldError', {
  field: text('The field at fault (`body`, a header or a path parameter for the request as a whole)'),
  message: text('In the language asked for (Accept-Language)'),
  code: optional(text('Stable code of the rule that failed, e.g. VALIDATION.REQUIRED')),
});

const SUCCESS_ENVELOPE = model<SuccessEnvelope>('SuccessEnvelope', {
  success: oneOf([true]),
  message: optional(text('What a command did, in the language asked for (Accept-Language)')),
});

export const ERROR_ENVELOPE = model<ErrorEnvelope>('ErrorEnvelope', {
  success: oneOf([false]),
  message: text('What went wrong, in the language asked for (Accept-Language)'),
  code: text('Stable code of the failure, e.g. CLASS.NOT_FOUND'),
  errors: optional(list(FIELD_ERROR, 'On a 400: one entry per field at fault')),
});

/** A successful answer: the envelope with `data` described by `data`. */
export const successEnvelope = (data: AnySchema): AnySchema => ({
  allOf: [SUCCESS_ENVELOPE, { type: 'object', required: ['data'], properties: { data } }],
});

export const NAMED_REF = model<NamedRef>('NamedRef', { id: text(), name: text() });

export const PERSON_REF = model<PersonRef>('PersonRef', { id: text(), name: text(), email: text() });

/** The totals every paginated list answers beside its items (CONTRACT.md, lists). */
export const PAGE_FIELDS: FieldsOf<PageInfo> = {
  total: integer('Items that match, on every page'),
  totalPages: integer(),
  currentPage: integer(),
  limit: integer(),
};
