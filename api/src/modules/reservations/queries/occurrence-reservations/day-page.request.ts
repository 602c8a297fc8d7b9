import { ApiPropertyOptional } from '@nestjs/swagger';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { OptionalDay } from '../../../../platform/http/validators.js';

/** A page of one class's or one instructor's reservations, optionally on one studio day. */
export class DayPageRequest extends PageQuery {
  @ApiPropertyOptional({ example: '2026-12-01', description: "The occurrence's studio-time day" })
  @OptionalDay()
  date?: string;
}
