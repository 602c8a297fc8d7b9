import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalInstant, OptionalText, RequiredInstant } from '../../../../platform/http/validators.js';

/** GET /reservations/availability/{classId}?startTime&endTime: one occurrence. */
export class AvailabilityRequest {
  @ApiProperty({ example: '2026-12-01T14:00:00.000Z' })
  @RequiredInstant()
  startTime: string;

  @ApiPropertyOptional({ description: 'Accepted for the spec’s call; the occurrence is its class and start' })
  @OptionalInstant()
  endTime?: string;

  @ApiPropertyOptional({ description: 'Also answer whether this person may book it for themself (eligible, reasons)' })
  @OptionalText({ max: 100 })
  userId?: string;
}
