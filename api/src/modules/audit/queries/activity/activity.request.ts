import { AUDIT_ACTIVITY_LIMITS, AUDITED_AGGREGATES, type AuditedAggregate } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { isInstant, OptionalInstant, OptionalText } from '../../../../platform/http/validators.js';
import { OptionalAggregate } from '../audit-query-fields.js';

/** A whole number from the query string (`"25"`); blank is absent, anything else is left for the check to refuse. */
const wholeNumber = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : value;
});

function OptionalWhole(name: string, min: number, max: number, message: () => string): PropertyDecorator {
  const rule = ValidateBy({
    name,
    validator: {
      validate: (value: unknown) =>
        value === undefined || (Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max),
      defaultMessage: message,
    },
  });
  return (target, key) => {
    wholeNumber(target, key);
    rule(target, key);
  };
}

/** `to` is not before `from` (both instants: a malformed one has its own message). */
const NotBeforeFrom = ValidateBy({
  name: 'notBeforeFrom',
  validator: {
    validate: (to: unknown, args) => {
      const from: unknown = (args?.object as { from?: unknown } | undefined)?.from;
      return !isInstant(from) || !isInstant(to) || Date.parse(from) <= Date.parse(to);
    },
    defaultMessage: () => encodeMessage('AUDIT.RANGE_REVERSED'),
  },
});

/** GET /audit/activity: the filters of `AuditActivityQuery`, each optional; bad values are 400s on their field. */
export class ActivityRequest {
  @ApiPropertyOptional({ enum: AUDITED_AGGREGATES, description: 'Only this kind of record' })
  @OptionalAggregate(AUDITED_AGGREGATES)
  aggregate?: AuditedAggregate;

  @ApiPropertyOptional({ description: 'Who acted: a person’s id' })
  @OptionalText({ max: 100 })
  userId?: string;

  @ApiPropertyOptional({
    description: 'Every event one request or reaction caused, across records (its X-Correlation-Id or request id)',
  })
  @OptionalText({ max: 100 })
  correlationId?: string;

  @ApiPropertyOptional({ example: '2026-11-01T06:00:00Z', description: 'Recorded by the log at or after this instant' })
  @OptionalInstant()
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-01T06:00:00Z', description: 'Recorded by the log before this instant' })
  @OptionalInstant()
  @NotBeforeFrom
  to?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'The previous page’s `next`: events older than it' })
  @OptionalWhole('activityBefore', 0, Number.MAX_SAFE_INTEGER, () => encodeMessage('AUDIT.POSITION'))
  before?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: AUDIT_ACTIVITY_LIMITS.max,
    default: AUDIT_ACTIVITY_LIMITS.default,
  })
  @OptionalWhole('activityLimit', 1, AUDIT_ACTIVITY_LIMITS.max, () =>
    encodeMessage('AUDIT.LIMIT', { max: AUDIT_ACTIVITY_LIMITS.max }),
  )
  limit?: number;
}
