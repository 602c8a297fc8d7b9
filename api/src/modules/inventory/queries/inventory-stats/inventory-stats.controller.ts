import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InventoryStatsResponse } from '@boxstudio/contracts';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { INVENTORY_STATS } from '../../inventory.schemas.js';
import { DESK_ROLES } from '../../inventory-roles.js';
import { InventoryQueries } from '../inventory-queries.js';
import { InventoryStatsRequest } from './inventory-stats.request.js';

@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class InventoryStatsController {
  constructor(private readonly inventory: InventoryQueries) {}

  /** Items, active ones, low and out of stock, and the value of the stock at cost. */
  @Answers(INVENTORY_STATS, { summary: 'Get inventory statistics' })
  @Roles(...DESK_ROLES)
  @Get('stats')
  stats(@Query() query: InventoryStatsRequest): Promise<InventoryStatsResponse> {
    return this.inventory.stats(query.branchId);
  }
}
