import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalText } from '../../../../platform/http/validators.js';

/** GET /inventory/stats: every branch's items, or one branch's. */
export class InventoryStatsRequest {
  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;
}
