import {
  AUDITED_AGGREGATES,
  type AuditEventDto,
  type AuditStateResponse,
  type AuditStreamResponse,
} from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  freeForm,
  instant,
  integer,
  list,
  nullable,
  object,
  oneOf,
  text,
} from '../../platform/http/openapi/wire-schema.js';

const AUDIT_EVENT = model<AuditEventDto>('AuditEventDto', {
  id: text(),
  type: text('The event’s name, e.g. ClassCreated'),
  revision: integer('Its place in the record’s stream, from 0'),
  position: integer('Its place in the whole log'),
  recordedAt: instant(),
  data: freeForm('What the event recorded; its shape depends on '),
  metadata: object({
    userId: nullable(text('Who; null: the system')),
    correlationId: text(),
    causationId: text('The command that recorded it'),
    commandType: text(),
    occurredAt: instant(),
  }),
});

export const AUDIT_STREAM = model<AuditStreamResponse>('AuditStreamResponse', {
  aggregate: oneOf(AUDITED_AGGREGATES),
  id: text(),
  events: list(AUDIT_EVENT),
});

export const AUDIT_STATE = model<AuditStateResponse>('AuditStateResponse', {
  aggregate: oneOf(AUDITED_AGGREGATES),
  id: text(),
  asOf: instant(),
  revision: integer('Of the last event folded; -1 before the record existed'),
  state: nullable(freeForm('The record’s public DTO then, as its detail answers it; null when it did not exist')),
});
