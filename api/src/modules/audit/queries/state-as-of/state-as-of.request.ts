import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { isInstant } from '../../../../platform/http/validators.js';

export class StateAsOfRequest {
  @ApiPropertyOptional({
    description: 'ISO 8601 date-time; the state as it was then. Default: now.',
    example: '2026-11-21T10:00:00Z',
  })
  @IsOptional()
  @ValidateBy({
    name: 'isInstant',
    validator: { validate: isInstant, defaultMessage: () => encodeMessage('VALIDATION.DATE') },
  })
  asOf?: string;
}
