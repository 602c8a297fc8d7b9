import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { encodeMessage } from '../../platform/http/message-code.js';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time that is a real instant: a real calendar day, a time JavaScript reads. */
function isInstant(value: unknown): boolean {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  return realDay && Number.isFinite(Date.parse(value));
}

export class AsOfQuery {
  @ApiPropertyOptional({ description: 'ISO 8601 date-time; the state as it was then. Default: now.', example: '2026-11-21T10:00:00Z' })
  @IsOptional()
  @ValidateBy({ name: 'isInstant', validator: { validate: isInstant, defaultMessage: () => encodeMessage('VALIDATION.DATE') } })
  asOf?: string;
}
