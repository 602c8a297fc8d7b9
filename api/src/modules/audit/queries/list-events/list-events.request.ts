import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { blankIsAbsent } from '../audit-query-fields.js';

/** GET /audit/{aggregate}/{id}/events: in the envelope, or `?format=json` as a file. */
export class ListEventsRequest {
  @ApiPropertyOptional({
    enum: ['json'],
    description: 'json: the events with their metadata as a file download, without the envelope',
  })
  @blankIsAbsent
  @IsOptional()
  @IsIn(['json'], { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  format?: 'json';
}
