import {
  AUDITED_AGGREGATES,
  type AuditActivityItem,
  type AuditActivityPage,
  type AuditEventDto,
  type AuditFieldChange,
  type AuditFinding,
  type AuditReplayResponse,
  type AuditReplayStep,
  type AuditSearchResponse,
  type AuditStateResponse,
  type AuditStreamResponse,
} from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  anyValue,
  freeForm,
  instant,
  integer,
  list,
  nullable,
  object,
  oneOf,
  optional,
  text,
  type FieldsOf,
} from '../../platform/http/openapi/wire-schema.js';

const EVENT_FIELDS: FieldsOf<AuditEventDto> = {
  id: text(),
  type: text('The event’s name, e.g. ClassCreated'),
  revision: integer('Its place in the record’s stream, from 0'),
  position: integer('Its place in the whole log'),
  recordedAt: instant(),
  data: freeForm('What the event recorded; its shape depends on its type'),
  metadata: object({
    userId: nullable(text('Who; null: the system')),
    correlationId: text(),
    causationId: text('The command that recorded it'),
    commandType: text(),
    occurredAt: instant(),
  }),
};

const AUDIT_EVENT = model<AuditEventDto>('AuditEventDto', EVENT_FIELDS);

const AGGREGATE = oneOf(AUDITED_AGGREGATES);

export const AUDIT_STREAM = model<AuditStreamResponse>('AuditStreamResponse', {
  aggregate: AGGREGATE,
  id: text(),
  events: list(AUDIT_EVENT),
});

export const AUDIT_STATE = model<AuditStateResponse>('AuditStateResponse', {
  aggregate: AGGREGATE,
  id: text(),
  asOf: instant(),
  revision: integer('Of the last event folded; -1 before the record existed'),
  state: nullable(freeForm('The record’s public DTO then, as its detail answers it; null when it did not exist')),
});

const ACTIVITY_ITEM = model<AuditActivityItem>('AuditActivityItem', {
  ...EVENT_FIELDS,
  aggregate: AGGREGATE,
  recordId: text('The record’s id: the stream’s name without its aggregate’s prefix'),
  streamId: text(),
  label: nullable(text('What the record is called now (before its deletion, for a deleted one); null without a name')),
});

export const AUDIT_ACTIVITY = model<AuditActivityPage>('AuditActivityPage', {
  items: list(ACTIVITY_ITEM, 'Newest first'),
  next: nullable(integer('`before` for the next (older) page; null when there is none')),
});

const FIELD_CHANGE = model<AuditFieldChange>('AuditFieldChange', {
  path: text('Dotted: plan.name, schedules.0.startTime'),
  before: optional(anyValue('Left out when the field did not exist before')),
  after: optional(anyValue('Left out when the event removed the field')),
});

const REPLAY_STEP = model<AuditReplayStep>('AuditReplayStep', {
  event: AUDIT_EVENT,
  state: nullable(freeForm('The record’s public DTO after the event; null once it was deleted')),
  changes: list(FIELD_CHANGE, 'The fields the event changed, against the state before it'),
});

export const AUDIT_REPLAY = model<AuditReplayResponse>('AuditReplayResponse', {
  aggregate: AGGREGATE,
  id: text(),
  label: nullable(text('What the record is called now; null when it has no name')),
  steps: list(REPLAY_STEP),
});

const FINDING = model<AuditFinding>('AuditFinding', {
  aggregate: AGGREGATE,
  id: text(),
  label: text('A person’s name, a class’s name, "Plan Mensual · Juan Pérez"'),
  detail: nullable(text('A second line: an email, a branch, a date')),
});

export const AUDIT_SEARCH = model<AuditSearchResponse>('AuditSearchResponse', {
  items: list(FINDING, 'At most 20: the record with that id first, then those whose names match'),
});
