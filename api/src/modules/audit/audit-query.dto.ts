import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { encodeMessage } from '../../platform/http/message-code.js';

export class AsOfQuery {
  @ApiPropertyOptional({ description: 'ISO 8601 date-time; the state as it was then. Default: now.', example: '2026-11-21T10:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: encodeMessage('VALIDATION.DATE') })
  asOf?: string;
}
