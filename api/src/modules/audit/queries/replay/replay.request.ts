import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { blankIsAbsent } from '../audit-query-fields.js';

/** GET /audit/{aggregate}/{id}/replay: JSON, or the replayed states as CSV. */
export class ReplayRequest {
  @ApiPropertyOptional({
    enum: ['json', 'csv'],
    description: 'csv: the states as a CSV download, a row per event (or Accept: text/csv)',
  })
  @blankIsAbsent
  @IsOptional()
  @IsIn(['json', 'csv'], { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  format?: 'json' | 'csv';
}
