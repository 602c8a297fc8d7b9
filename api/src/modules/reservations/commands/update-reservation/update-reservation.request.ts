import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalInstant } from '../../../../platform/http/validators.js';

/** PUT /reservations/{id}: only the times (spec §5). */
export class UpdateReservationRequest {
  @ApiPropertyOptional({ example: '2026-12-01T14:00:00.000Z' })
  @OptionalInstant()
  startTime?: string;

  @ApiPropertyOptional({ example: '2026-12-01T14:50:00.000Z' })
  @OptionalInstant()
  endTime?: string;
}
