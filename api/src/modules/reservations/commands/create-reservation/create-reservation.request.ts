import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalInstant, OptionalText, RequiredInstant, RequiredText } from '../../../../platform/http/validators.js';

/** POST /reservations: spec §5, the reservation form (and a client booking from the week). */
export class CreateReservationRequest {
  @ApiProperty({ description: 'An active class' })
  @RequiredText({ max: 100 })
  classId: string;

  @ApiProperty({ example: '2026-12-01T14:00:00.000Z', description: 'The occurrence: ISO date-time, UTC on the wire' })
  @RequiredInstant()
  startTime: string;

  @ApiPropertyOptional({ description: 'After startTime; defaults to startTime + 50 minutes' })
  @OptionalInstant()
  endTime?: string;

  @ApiPropertyOptional({ description: 'The person booked: required for admins; a CLIENT books for itself' })
  @OptionalText({ max: 100 })
  userId?: string;

  @ApiPropertyOptional({ description: "An active INSTRUCTOR; defaults to the class's instructor" })
  @OptionalText({ max: 100 })
  instructorId?: string;
}
