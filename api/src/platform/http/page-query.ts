import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';

/**
 * Page and limit from the query string, lenient by design: a missing, malformed or non-positive
 * page is 1, a missing, malformed or non-positive limit is the default 10, and a limit over 100 is
 * 100. A page past the end answers an empty list with the real totals.
 */
function PositiveIntegerOr(fallback: number, max = Number.MAX_SAFE_INTEGER) {
  return Transform(({ value }: { value: unknown }) => {
    const parsed =
      typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : typeof value === 'number' ? value : NaN;
    if (!Number.isSafeInteger(parsed) || parsed < 1) return fallback;
    return Math.min(parsed, max);
  });
}

export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Allow()
  @PositiveIntegerOr(1)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @Allow()
  @PositiveIntegerOr(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  limit: number = DEFAULT_PAGE_SIZE;
}
