import { AUDIT_SEARCH_LIMITS, AUDITED_AGGREGATES, type AuditedAggregate } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RequiredText } from '../../../../platform/http/validators.js';
import { OptionalAggregate } from '../audit-query-fields.js';

/** GET /audit/search: the text (an id, a name, an email), and optionally one kind of record. */
export class SearchRequest {
  @ApiProperty({ maxLength: AUDIT_SEARCH_LIMITS.maxText, description: 'An id, or part of a name or an email' })
  @RequiredText({ max: AUDIT_SEARCH_LIMITS.maxText, requiredMessage: 'AUDIT.SEARCH_REQUIRED' })
  q!: string;

  @ApiPropertyOptional({ enum: AUDITED_AGGREGATES, description: 'Only this kind of record' })
  @OptionalAggregate(AUDITED_AGGREGATES)
  aggregate?: AuditedAggregate;
}
