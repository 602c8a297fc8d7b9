import { RESERVATION_STATUSES, type ReservationStatus } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { PageQuery } from '../../../../platform/http/page-query.js';

/** GET /reservations/user?status=: the caller's own. */
export class MyReservationsRequest extends PageQuery {
  @ApiPropertyOptional({ enum: RESERVATION_STATUSES })
  @IsOptional()
  @IsIn(RESERVATION_STATUSES, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  status?: ReservationStatus;
}
