import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalInstant, RequiredInstant } from '../../../../platform/http/validators.js';

/** GET /reservations/availability/{classId}?startTime&endTime: one occurrence. */
export class AvailabilityRequest {
  @ApiProperty({ example: '2026-12-01T14:00:00.000Z' })
  @RequiredInstant()
  startTime: string;

  @ApiPropertyOptional({ description: 'Accepted for the spec’s call; the occurrence is its class and start' })
  @OptionalInstant()
  endTime?: string;
}
