import {
  RESERVATION_SORT_FIELDS,
  RESERVATION_STATUS_FILTERS,
  type ReservationStatusFilter,
} from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { SortedPageQuery } from '../../../../platform/http/sorted-page-query.js';
import { OptionalDay, OptionalInstant, OptionalText } from '../../../../platform/http/validators.js';

/** GET /reservations: a page, in the order asked for (else latest occurrence first), of what the filters select. */
export class ListReservationsRequest extends SortedPageQuery(RESERVATION_SORT_FIELDS) {
  @ApiPropertyOptional({
    description: 'Client name or email, class name, instructor name or email; ignores case and accents',
  })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional({ enum: RESERVATION_STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(RESERVATION_STATUS_FILTERS, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  status?: ReservationStatusFilter;

  @ApiPropertyOptional({ example: '2026-12-01', description: "The occurrence's studio-time day" })
  @OptionalDay()
  date?: string;

  @ApiPropertyOptional({
    example: '2026-12-01T14:00:00.000Z',
    description: 'Occurrences starting at or after this instant (a person page: what is still to come)',
  })
  @OptionalInstant()
  startsFrom?: string;

  @ApiPropertyOptional({ example: '2026-12-01T14:00:00.000Z', description: 'Occurrences starting before this instant' })
  @OptionalInstant()
  startsBefore?: string;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) classId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) userId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) instructorId?: string;
  @ApiPropertyOptional({ description: "The class's branch, with classes offered at every branch" })
  @OptionalText({ max: 100 })
  branchId?: string;
}
