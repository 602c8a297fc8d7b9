import { RESERVATION_LIMITS } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { OptionalDay, OptionalText } from '../../../../platform/http/validators.js';

/** GET /reservations/occurrences: studio days [from, from + days). */
export class OccurrencesRequest {
  @ApiPropertyOptional({ example: '2026-11-30', description: 'First studio day; default today' })
  @OptionalDay()
  from?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: RESERVATION_LIMITS.occurrenceDaysMax, default: 7 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value,
  )
  @IsInt({ message: encodeMessage('VALIDATION.INVALID_VALUE') })
  @Min(1, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  @Max(RESERVATION_LIMITS.occurrenceDaysMax, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  days?: number;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) classId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) instructorId?: string;
}
